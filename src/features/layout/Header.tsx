// The site header: the mobile "Menu" button, the logo, the top navigation (language, account, basket) and,
// from 1024 px, the main menu with its dropdowns. The search field (with suggestions while typing) sits below the
// bar on small screens.
// Each navigation area carries data-nav-area for tracking.
import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import type { MenuItem } from '@/features/content/api/get-menu'
import { MiniBasket } from '@/features/basket/components/MiniBasket'
import { StaffMenu } from '@/features/impersonation/components/StaffMenu'
import { HeaderSearch } from '@/features/search/components/HeaderSearch'
import { AccountMenu } from './AccountMenu'
import { isCheckoutPath } from './checkoutPath'
import { LanguageSwitch } from './LanguageSwitch'
import { MainMenu } from './MainMenu'
import { MobileMenu } from './MobileMenu'
import { SiteLogo } from './SiteLogo'
import { theme } from '@/styles/theme'

const Bar = styled.header`
  position: relative;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
`

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  /* Tight on small phones: Menu, logo, account and basket share 360 px. */
  gap: ${theme.space.xs};
  min-height: ${theme.layout.headerHeight};
  padding-top: ${theme.space.xs};
  padding-bottom: ${theme.space.xs};

  ${theme.media.tablet} {
    gap: ${theme.space.md};
  }
`

const TopNavigation = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xxs};
  margin-left: auto;
`

/** The search field has a row of its own below the bar until 1024 px, then sits between logo and navigation. */
const Search = styled.div`
  order: 1;
  flex: 1 0 100%;
  padding-bottom: ${theme.space.xs};

  ${theme.media.laptop} {
    order: 0;
    flex: 0 1 360px;
    margin-left: auto;
    padding-bottom: 0;
  }
`

/** The language switch moves into the mobile menu on small screens, where the header has no room. */
const Languages = styled.div`
  display: none;
  ${theme.media.tablet} {
    display: block;
  }
`

/** Staff's "Kundeservice" (docs/api/impersonation.md): in the mobile menu on small screens, as the languages. */
const Staff = styled(Languages)``

// The checkout's pages have a focused header of their own (docs/adr/0035), loaded only there.
const CheckoutHeader = dynamic(() => import('./CheckoutHeader').then((module) => module.CheckoutHeader))

export function Header({ menu }: { menu: readonly MenuItem[] }) {
  const { asPath } = useRouter()
  return isCheckoutPath(asPath) ? <CheckoutHeader /> : <SiteHeader menu={menu} />
}

function SiteHeader({ menu }: { menu: readonly MenuItem[] }) {
  return (
    <Bar>
      <Row>
        <MobileMenu items={menu} />
        <SiteLogo />
        <Search>
          <HeaderSearch />
        </Search>
        <TopNavigation data-nav-area="top-navigation">
          <Languages>
            <LanguageSwitch />
          </Languages>
          <Staff>
            <StaffMenu />
          </Staff>
          <AccountMenu />
          <MiniBasket />
        </TopNavigation>
      </Row>
      <MainMenu items={menu} />
    </Bar>
  )
}
