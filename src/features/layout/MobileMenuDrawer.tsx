// The mobile menu's drawer: the same three levels as the desktop menu as nested disclosures (root -> header ->
// item), image entries as tiles, and the account: the two logins for a guest, the account pages and "Log ud" for a
// customer; staff's "Kundeservice" panel. Loaded on the first tap on "Menu" so neither this nor
// framer-motion weighs on the first page load.
import { useId, useMemo, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Modal } from '@/components/Modal/Modal'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import type { ClientType } from '@/features/customer/api/schemas'
import type { MenuItem } from '@/features/content/api/get-menu'
import { buildMenuTree, menuHref, type MenuNode } from '@/features/content/menuTree'
import { StaffDrawerEntry } from '@/features/impersonation/components/StaffMenu'
import { LanguageSwitch } from './LanguageSwitch'
import { ChevronIcon, MenuEntryLink, MenuImageTile, menuSections, textEntries } from './menuParts'
import { theme } from '@/styles/theme'

type Props = {
  open: boolean
  onClose: () => void
  items: readonly MenuItem[]
}

const List = styled.ul<{ $level: number }>`
  display: grid;
  margin: 0;
  padding: 0 0 0 ${({ $level, theme }) => ($level === 0 ? '0' : theme.space.md)};
  list-style: none;
`

const entry = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  text-align: left;
`

const EntryLink = styled(MenuEntryLink)`
  ${entry}
  color: ${theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`

const Disclosure = styled.button<{ $level: number }>`
  ${entry}
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: ${({ $level }) => ($level === 0 ? 700 : 600)};
  font-size: ${({ theme, $level }) => ($level === 0 ? theme.fontSizes.lg : theme.fontSizes.md)};
  cursor: pointer;
`

const Item = styled.li<{ $level: number }>`
  border-bottom: ${({ $level, theme }) => ($level === 0 ? `1px solid ${theme.colors.border}` : '0')};
`

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} 0;
`

const Footer = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`

const AccountList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 48px;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`

const AccountTitle = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

/** The account part of the drawer. The drawer closes before a login dialog opens: one dialog at a time. */
function AccountEntries({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { status, customer, openLogin, logout } = useAuth()
  const login = (clientType: ClientType) => {
    onClose()
    openLogin({ clientType })
  }
  if (status === 'authenticated' && customer) {
    return (
      <div>
        <AccountTitle>{t('Auth.Menu.LoggedInAs', { name: `${customer.FirstName} ${customer.LastName}`.trim() })}</AccountTitle>
        <AccountList aria-label={t('Auth.Menu.AccountPages')}>
          <li>
            <SmartLink href={paths.account}>{t('Auth.Menu.Account')}</SmartLink>
          </li>
          <li>
            <SmartLink href={paths.accountOrders}>{t('Auth.Menu.Orders')}</SmartLink>
          </li>
          <li>
            <SmartLink href={paths.accountFavourites}>{t('Auth.Menu.Favourites')}</SmartLink>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                onClose()
                void logout()
              }}
            >
              {t('Auth.Menu.LogOut')}
            </button>
          </li>
        </AccountList>
      </div>
    )
  }
  return (
    <AccountList>
      <li>
        <button type="button" onClick={() => login('B2C')}>
          {t('Account.LogIn')}
        </button>
      </li>
      <li>
        <button type="button" onClick={() => login('B2B')}>
          {t('Auth.Menu.BusinessLogIn')}
        </button>
      </li>
      <li>
        <SmartLink href={paths.createCustomer}>{t('Auth.CreateAccount')}</SmartLink>
      </li>
    </AccountList>
  )
}

function SeeAll({ node }: { node: MenuNode }) {
  const { t } = useTranslation()
  const href = menuHref(node)
  if (!href || !node.name) return null
  return (
    <Item $level={1}>
      <EntryLink node={{ ...node, name: t('Menu.SeeAll', { name: node.name }) }} />
    </Item>
  )
}

function Branch({ node, level }: { node: MenuNode; level: number }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const sections = level === 0 ? menuSections(node) : { columns: [], items: textEntries(node), images: [] }
  const hasChildren = sections.columns.length + sections.items.length + sections.images.length > 0

  if (!hasChildren) {
    return (
      <Item $level={level}>
        <EntryLink node={node} />
      </Item>
    )
  }
  return (
    <Item $level={level}>
      <Disclosure type="button" $level={level} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {node.name}
        <ChevronIcon direction={open ? 'up' : 'down'} />
      </Disclosure>
      <div id={listId} hidden={!open}>
        <List $level={level + 1}>
          <SeeAll node={node} />
          {sections.items.map((child) => (
            <Item key={child.id} $level={level + 1}>
              <EntryLink node={child} />
            </Item>
          ))}
          {sections.columns.map((child) => (
            <Branch key={child.id} node={child} level={level + 1} />
          ))}
        </List>
        {sections.images.length > 0 ? (
          <Tiles>
            {sections.images.map((image) => (
              <MenuImageTile key={image.id} node={image} />
            ))}
          </Tiles>
        ) : null}
      </div>
    </Item>
  )
}

export function MobileMenuDrawer({ open, onClose, items }: Props) {
  const { t } = useTranslation()
  const tree = useMemo(() => buildMenuTree(items), [items])
  return (
    <Modal open={open} onClose={onClose} title={t('Menu.Open')} variant="drawer">
      <nav aria-label={t('Menu.MobileLabel')} data-nav-area="mobile-navigation">
        <List $level={0}>
          {tree.map((node) => (
            <Branch key={node.id} node={node} level={0} />
          ))}
        </List>
        <Footer>
          <StaffDrawerEntry onClose={onClose} />
          <AccountEntries onClose={onClose} />
          <LanguageSwitch />
        </Footer>
      </nav>
    </Modal>
  )
}
