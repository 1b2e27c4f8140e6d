// The header's account dropdown (a tracked navigation area, docs/product.md §2). A guest gets the two logins (docs/product.md §2: the
// login and the business login dialog) and the sign-up links; a customer sees who is logged in (and the company of a
// business customer), the account pages and "Log ud". Keyboard: the button opens it (Enter/Space), Escape closes it
// and returns focus; the button says whose account it is.
import { useId, useRef } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import type { ClientType } from '@/features/customer/api/schemas'
import { useDropdown } from './useDropdown'
import { theme } from '@/styles/theme'

const ACCOUNT = 'account'

const Wrapper = styled.div`
  position: relative;
`

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: ${theme.space.xs};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.primary};
  }

  svg {
    width: 24px;
    height: 24px;
  }

  ${theme.media.tablet} {
    padding: ${`${theme.space.xs} ${theme.space.sm}`};
  }
`

const Label = styled.span`
  display: none;
  max-width: 16ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${theme.media.tablet} {
    display: inline;
  }
`

/** A small dot on the icon: logged in, also where the name has no room (phones). */
const SignedInDot = styled.span`
  position: absolute;
  top: 6px;
  left: 26px;
  width: 10px;
  height: 10px;
  border: 2px solid ${theme.colors.background};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.success};

  ${theme.media.tablet} {
    left: 30px;
  }
`

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${theme.space.xs});
  z-index: ${theme.zIndices.dropdown};
  display: grid;
  gap: ${theme.space.sm};
  width: min(320px, calc(100vw - 2 * ${theme.space.md}));
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

const Who = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  padding-bottom: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.border};

  strong {
    overflow-wrap: anywhere;
  }
`

const Links = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`

const SignUp = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" strokeLinecap="round" />
    </svg>
  )
}

/** The account pages, in the order the account area lists them. */
export const ACCOUNT_LINKS = [
  { href: paths.account, label: 'Auth.Menu.Account' },
  { href: paths.accountOrders, label: 'Auth.Menu.Orders' },
  { href: paths.accountFavourites, label: 'Auth.Menu.Favourites' },
  { href: paths.accountAddresses, label: 'Auth.Menu.Addresses' },
  { href: paths.accountPassword, label: 'Auth.Menu.Password' },
] as const

export function AccountMenu() {
  const { t } = useTranslation()
  const panelId = useId()
  const { status, customer, isB2B, openLogin, logout } = useAuth()
  const dropdown = useDropdown<typeof ACCOUNT, HTMLDivElement>()
  const triggerElement = useRef<HTMLButtonElement | null>(null)
  const open = dropdown.openId === ACCOUNT
  const signedIn = status === 'authenticated' && customer !== null
  const name = customer ? `${customer.FirstName} ${customer.LastName}`.trim() : ''

  // The dropdown closes and its button gets focus first, so the dialog gives focus back to something visible.
  const login = (clientType: ClientType) => {
    dropdown.close()
    triggerElement.current?.focus()
    openLogin({ clientType })
  }

  const signOut = () => {
    dropdown.close()
    triggerElement.current?.focus()
    void logout()
  }

  return (
    <Wrapper ref={dropdown.containerRef} data-nav-area="account-dropdown" onKeyDown={dropdown.onKeyDown} onBlur={dropdown.onBlur}>
      <Trigger
        ref={(element) => {
          triggerElement.current = element
          dropdown.triggerRef(ACCOUNT)(element)
        }}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={signedIn && customer ? t('Auth.Menu.LabelFor', { name: customer.FirstName }) : t('Account.Label')}
        onClick={() => dropdown.toggle(ACCOUNT)}
        data-testid="account-menu-button"
      >
        <PersonIcon />
        {signedIn ? <SignedInDot aria-hidden="true" /> : null}
        <Label aria-hidden="true">{signedIn && customer ? customer.FirstName : t('Account.Label')}</Label>
      </Trigger>
      <Panel id={panelId} hidden={!open} role="group" aria-label={t('Account.Label')}>
        {signedIn && customer ? (
          <>
            <Who data-testid="account-menu-customer">
              <p>{t(isB2B ? 'Auth.Menu.LoggedInBusiness' : 'Auth.Menu.LoggedIn')}</p>
              <strong>{name}</strong>
              {isB2B && customer.Company ? <span>{customer.Company}</span> : null}
            </Who>
            <nav aria-label={t('Auth.Menu.AccountPages')}>
              <Links>
                {ACCOUNT_LINKS.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href}>{t(link.label)}</SmartLink>
                  </li>
                ))}
              </Links>
            </nav>
            <Button type="button" $variant="secondary" $fullWidth onClick={signOut}>
              {t('Auth.Menu.LogOut')}
            </Button>
          </>
        ) : (
          <>
            <p>{t('Account.Intro')}</p>
            <Button type="button" $fullWidth onClick={() => login('B2C')}>
              {t('Account.LogIn')}
            </Button>
            <Button type="button" $variant="secondary" $fullWidth onClick={() => login('B2B')}>
              {t('Auth.Menu.BusinessLogIn')}
            </Button>
            <SignUp>
              <p>{t('Auth.Menu.NewCustomer')}</p>
              <SmartLink href={paths.createCustomer}>{t('Auth.CreateAccount')}</SmartLink>
              <SmartLink href={paths.createBusinessCustomer}>{t('Auth.CreateBusinessAccount')}</SmartLink>
            </SignUp>
          </>
        )}
      </Panel>
    </Wrapper>
  )
}
