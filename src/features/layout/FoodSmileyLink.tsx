// The footer's link to the shop's food inspection report on findsmiley.dk, which Danish law asks of a web shop that
// sells food. The icon is the smiley scheme's happy face, drawn here rather than loaded, so the footer fetches
// nothing from another host; its alt text names the scheme, not a rating, since the rating is on the report.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { Footer } from '@/features/content/api/get-footer'
import { theme } from '@/styles/theme'

export type Smiley = NonNullable<Footer['Smiley']>

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

  .face {
    fill: ${theme.colors.surface};
    stroke: ${theme.colors.text};
    stroke-width: 2.5;
  }

  .eye {
    fill: ${theme.colors.text};
  }

  .mouth {
    fill: none;
    stroke: ${theme.colors.text};
    stroke-width: 2.75;
    stroke-linecap: round;
  }
`

function SmileyIcon() {
  const { t } = useTranslation()
  return (
    <Icon viewBox="0 0 40 40" role="img" aria-label={t('Footer.SmileyIcon')} focusable="false">
      <circle className="face" cx="20" cy="20" r="18" />
      <ellipse className="eye" cx="14" cy="15.5" rx="2.25" ry="3.25" />
      <ellipse className="eye" cx="26" cy="15.5" rx="2.25" ry="3.25" />
      <path className="mouth" d="M10.5 23.5 Q20 33 29.5 23.5" />
    </Icon>
  )
}

export function FoodSmileyLink({ smiley }: { smiley: Smiley }) {
  return (
    <Link href={smiley.Url} newWindow>
      <SmileyIcon />
      <span>{smiley.Label}</span>
    </Link>
  )
}
