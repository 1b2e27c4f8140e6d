// The shop's name as the logo: the link home at the left of the site header and of the checkout's header
// (docs/adr/0035), named "Delikat – til forsiden" for screen readers. One component, so both bars show the same logo.
import Link from 'next/link'
import styled from 'styled-components'
import { paths } from '@/config/paths'
import { useTranslation } from '@/i18n/texts'
import { theme } from '@/styles/theme'

const Logo = styled(Link)`
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${theme.colors.primary};
  text-decoration: none;

  &:hover {
    color: ${theme.colors.primaryHover};
  }

  ${theme.media.tablet} {
    font-size: ${theme.fontSizes.xl};
  }

  ${theme.media.laptop} {
    font-size: ${theme.fontSizes.xxl};
  }
`

export function SiteLogo() {
  const { t } = useTranslation()
  return (
    <Logo href={paths.home} aria-label={t('Header.HomeLink')}>
      {t('Meta.SiteName')}
    </Logo>
  )
}
