// The shop's name as the logo: the link home at the left of the site header and of the checkout's header
// (docs/adr/0035), named "Delikat – til forsiden" for screen readers. One component, so both bars show the same logo.
import Link from 'next/link'
import styled from 'styled-components'
import { paths } from '@/config/paths'
import { useTranslation } from '@/i18n/texts'

const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  ${({ theme }) => theme.media.laptop} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
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
