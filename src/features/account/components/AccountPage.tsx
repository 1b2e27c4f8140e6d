// The frame of every account page (/konto/…): the page head (never indexed), the login gate and the account's
// navigation. The content needs the login, which is known only in the browser: the server and the first browser
// render show a skeleton (so they match), a guest then gets a prompt whose "Log ind" opens the login dialog, and the
// page fills in as soon as the login succeeds (useAuth() changes; no reload needed).
//
// The navigation is one list of links: a column beside the content from laptop width, a row of tabs that scrolls
// sideways on phones. The current page's link says aria-current="page" (on a receipt, the orders link says "true":
// the current section).
import Link from 'next/link'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Container } from '@/components/Container/Container'
import { PageHead } from '@/components/Seo/PageHead'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import type { Customer } from '@/features/customer/api/schemas'
import { SkeletonBlock } from '../styles'
import { theme } from '@/styles/theme'

export type AccountSection = 'profile' | 'orders' | 'favourites' | 'addresses' | 'password'

const SECTIONS: { section: AccountSection; href: string; label: string }[] = [
  { section: 'profile', href: paths.account, label: 'Account.Nav.Profile' },
  { section: 'orders', href: paths.accountOrders, label: 'Account.Nav.Orders' },
  { section: 'favourites', href: paths.accountFavourites, label: 'Account.Nav.Favourites' },
  { section: 'addresses', href: paths.accountAddresses, label: 'Account.Nav.Addresses' },
  { section: 'password', href: paths.accountPassword, label: 'Account.Nav.Password' },
]

const Page = styled(Container)`
  padding-top: ${theme.space.lg};
  padding-bottom: ${theme.space.xxl};

  ${theme.media.tablet} {
    padding-top: ${theme.space.xl};
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};

  ${theme.media.laptop} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${theme.space.xl};
    align-items: start;
  }
`

const Nav = styled.nav`
  min-width: 0;

  ${theme.media.laptop} {
    position: sticky;
    top: ${theme.space.lg};
  }

  @media print {
    display: none;
  }
`

const NavList = styled.ul`
  display: flex;
  gap: ${theme.space.xs};
  margin: 0;
  padding: ${`${theme.space.xxs} ${theme.space.xxs} ${theme.space.xs}`};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;

  ${theme.media.laptop} {
    flex-direction: column;
    gap: ${theme.space.xxs};
    padding: ${theme.space.sm};
    overflow: visible;
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.card};
  }
`

const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }

  &[aria-current] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }

  ${theme.media.laptop} {
    border: 0;
    border-radius: ${theme.radii.md};
    white-space: normal;

    &:hover {
      background: ${theme.colors.surfaceAlt};
    }

    &[aria-current] {
      background: ${theme.colors.wineSoft};
      color: ${theme.colors.primary};
      box-shadow: inset 4px 0 0 ${theme.colors.primary};
    }
  }
`

const LogOutItem = styled.li`
  ${theme.media.laptop} {
    margin-top: ${theme.space.xs};
    padding-top: ${theme.space.xs};
    border-top: 1px solid ${theme.colors.border};
  }
`

const LogOut = styled(Button)`
  white-space: nowrap;

  ${theme.media.laptop} {
    width: 100%;
    justify-content: flex-start;
    padding-left: ${theme.space.md};
  }
`

const Content = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
`

const Prompt = styled.section`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  max-width: 560px;
  margin: ${theme.space.xl} auto;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
    color: ${theme.colors.primary};
  }

  p {
    margin: 0;
  }
`

const PromptActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`

function AccountNav({ section, inSection }: { section: AccountSection; inSection: boolean }) {
  const { t } = useTranslation()
  const { logout } = useAuth()
  const listRef = useRef<HTMLUListElement>(null)

  // On a phone the tabs scroll sideways: the current one is brought into view (not the page scrolled).
  useEffect(() => {
    const list = listRef.current
    const current = list?.querySelector<HTMLElement>('[aria-current]')
    if (!list || !current || list.scrollWidth <= list.clientWidth) return
    const listBox = list.getBoundingClientRect()
    const box = current.getBoundingClientRect()
    if (box.left < listBox.left || box.right > listBox.right) list.scrollLeft += box.left - listBox.left - (listBox.width - box.width) / 2
  }, [section])

  return (
    <Nav aria-label={t('Account.Nav.Label')}>
      <NavList ref={listRef}>
        {SECTIONS.map((item) => (
          <li key={item.section}>
            <NavLink href={item.href} aria-current={item.section === section ? (inSection ? 'true' : 'page') : undefined}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        <LogOutItem>
          <LogOut type="button" $variant="ghost" onClick={() => void logout()}>
            {t('Account.Nav.LogOut')}
          </LogOut>
        </LogOutItem>
      </NavList>
    </Nav>
  )
}

/** What a guest sees: why, and the two logins (the dialog lets one switch between them too). */
function GuestPrompt() {
  const { t } = useTranslation()
  const { openLogin } = useAuth()
  return (
    <Prompt aria-labelledby="account-guest-heading" data-testid="account-guest">
      <h1 id="account-guest-heading">{t('Account.Guest.Title')}</h1>
      <p>{t('Account.Guest.Text')}</p>
      <PromptActions>
        <Button type="button" onClick={() => openLogin()}>
          {t('Account.Guest.LogIn')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => openLogin({ clientType: 'B2B' })}>
          {t('Account.Guest.BusinessLogIn')}
        </Button>
      </PromptActions>
      <p>
        {t('Account.Guest.NewCustomer')} <Link href={paths.createCustomer}>{t('Account.Guest.CreateAccount')}</Link>
      </p>
    </Prompt>
  )
}

/** The server's HTML and the first browser render: the page's shape, no customer data. */
function AccountSkeleton() {
  const { t } = useTranslation()
  return (
    <Columns aria-busy="true" data-testid="account-loading">
      <SkeletonBlock $height="52px" aria-hidden="true" />
      <Content>
        <p role="status">
          <VisuallyHidden>{t('Account.Loading')}</VisuallyHidden>
        </p>
        <SkeletonBlock $height="40px" aria-hidden="true" />
        <SkeletonBlock $height="240px" aria-hidden="true" />
      </Content>
    </Columns>
  )
}

type Props = {
  /** The page's title: its <title> and h1. */
  title: string
  /** The page's path without locale prefix (its canonical URL). */
  path: string
  section: AccountSection
  /** A page below the section's own (a receipt below the orders). */
  inSection?: boolean
  /** Shown above the h1 (a link back to the section). */
  before?: ReactNode
  /** The page's content for the logged-in customer. */
  children: (customer: Customer) => ReactNode
}

export function AccountPage({ title, path, section, inSection = false, before, children }: Props) {
  const { status, customer } = useAuth()
  let body: ReactNode
  if (status === 'authenticated' && customer) {
    body = (
      <Columns>
        <AccountNav section={section} inSection={inSection} />
        <Content>
          {before}
          <h1>{title}</h1>
          {children(customer)}
        </Content>
      </Columns>
    )
  } else if (status === 'guest') {
    body = <GuestPrompt />
  } else {
    body = <AccountSkeleton />
  }
  return (
    <>
      <PageHead title={title} path={path} noIndex />
      <Page>{body}</Page>
    </>
  )
}
