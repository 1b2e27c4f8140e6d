// The age-limit sign of an alcohol product ("16+", "18+"), which Danish law asks to be shown where the product is
// sold: a round sign with the age, black on white with a strong outline, in the style of the Danish Health
// Authority's (Sundhedsstyrelsen) signs. The age is the server's (the product card's RequiredAge); the drawing is
// decoration, and the sentence "Må kun sælges til personer, der er fyldt 18 år" says it, visibly or to screen readers only.
//
// Drawn here until the shop has the official artwork: replace the SVG with Sundhedsstyrelsen's own sign from
// sst.dk when it does.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { theme } from '@/styles/theme'

/** The sign's diameter, px: small on cards, larger on the product page. */
const SIGN_SIZE_PX = { sm: 32, md: 48 } as const

type Props = {
  /** The age a buyer must have reached; nothing is shown without one. */
  age: number | null | undefined
  size?: keyof typeof SIGN_SIZE_PX
  /** Write the sentence beside the sign (the product page); otherwise it is for screen readers only. */
  withText?: boolean
  className?: string
}

const Sign = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  flex-shrink: 0;
`

const Drawing = styled.svg`
  display: block;
  flex-shrink: 0;

  circle {
    fill: ${theme.colors.surface};
    stroke: ${theme.colors.charcoal};
  }

  text {
    fill: ${theme.colors.charcoal};
    font-family: ${theme.fonts.body};
    font-weight: 800;
  }
`

const Caption = styled.span`
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

export function AgeSign({ age, size = 'sm', withText = false, className }: Props) {
  const { t } = useTranslation()
  if (!age) return null
  const text = t('Product.AgeLimit', { age })
  const px = SIGN_SIZE_PX[size]
  return (
    <Sign className={className} data-testid="age-sign">
      <Drawing viewBox="0 0 48 48" width={px} height={px} aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21.5" strokeWidth="4" />
        <text x="24" y="24" textAnchor="middle" dominantBaseline="central" fontSize="17">
          {age}
          <tspan fontSize="12" dy="-3">
            +
          </tspan>
        </text>
      </Drawing>
      {withText ? <Caption>{text}</Caption> : <VisuallyHidden>{text}</VisuallyHidden>}
    </Sign>
  )
}
