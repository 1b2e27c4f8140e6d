// The site header: logo, main menu, language switch and the mini basket.
import Link from 'next/link'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { paths } from '@/config/paths'
import type { MenuItem } from '@/features/content/api/get-menu'
import { MiniBasket } from '@/features/basket/components/MiniBasket'
import { LanguageSwitch } from './LanguageSwitch'
import { MainMenu } from './MainMenu'

const Bar = styled.header`
  position: relative;
  z-index: 10;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding-top: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.xs};
`

const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;

  ${({ theme }) => theme.media.laptop} {
    order: 1;
  }
`

export function Header({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation()
  return (
    <Bar>
      <Row>
        <Logo href={paths.home} aria-label={t('Header.HomeLink')}>
          {t('Meta.SiteName')}
        </Logo>
        <Actions>
          <LanguageSwitch />
          <MiniBasket />
        </Actions>
        <MainMenu items={menu} />
      </Row>
    </Bar>
  )
}
