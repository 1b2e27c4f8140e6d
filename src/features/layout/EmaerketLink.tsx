// The e-mærket badge in the footer: a link to the shop's certificate at e-mærket, where a shopper checks that the
// shop is a member. Shown only while the settings hold the shop's id (the footer answer is null otherwise). The mark
// is drawn here, not loaded, like the food smiley; the certificate opens in a new window.
import styled from 'styled-components'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { Footer } from '@/features/content/api/get-footer'
import { theme } from '@/styles/theme'

export type EmaerketBadge = NonNullable<Footer['Emaerket']>

const ICON_SIZE_PX = 40

const Link = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
`

const Icon = styled.svg`
  flex: none;
  width: ${ICON_SIZE_PX}px;
  height: ${ICON_SIZE_PX}px;

  .badge {
    fill: ${theme.colors.surface};
  }

  .letter {
    fill: ${theme.colors.primary};
    font-family: ${theme.fonts.body};
    font-weight: ${theme.fontWeights.bold};
  }
`

export function EmaerketLink({ badge }: { badge: EmaerketBadge }) {
  return (
    <Link href={badge.Url} newWindow data-testid="emaerket">
      {/* The label names the mark already; the drawing would only say it twice. */}
      <Icon viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle className="badge" cx="20" cy="20" r="19" />
        <text className="letter" x="20" y="27" fontSize="22" textAnchor="middle">
          e
        </text>
      </Icon>
      <span>{badge.Label}</span>
    </Link>
  )
}
