// The payment methods' marks in the footer (Dankort, Visa, Mastercard, MobilePay), so a shopper sees how to pay
// before checkout. Drawn here as simple, monochrome cards in the theme's colours rather than loaded: the footer
// fetches nothing from another host, and each mark is an image named by its method for screen readers.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'

const MARK_WIDTH_PX = 56
const MARK_HEIGHT_PX = 36

const Marks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`

const Mark = styled.svg`
  display: block;
  width: ${MARK_WIDTH_PX}px;
  height: ${MARK_HEIGHT_PX}px;

  .card {
    fill: ${({ theme }) => theme.colors.surface};
  }

  .ink {
    fill: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  .accent {
    fill: ${({ theme }) => theme.colors.primary};
  }

  .ring {
    fill: none;
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 2;
  }
`

type Method = 'Dankort' | 'Visa' | 'Mastercard' | 'MobilePay'
export const PAYMENT_METHODS: readonly Method[] = ['Dankort', 'Visa', 'Mastercard', 'MobilePay']

/** Each method's drawing on a 56 × 36 card; wordmarks are plain text, shapes only hint at the brands. */
function Drawing({ method }: { method: Method }) {
  switch (method) {
    case 'Dankort':
      return (
        <>
          <rect className="accent" x="6" y="7" width="44" height="11" rx="5.5" />
          <text className="ink" x="28" y="29" fontSize="10" textAnchor="middle">
            Dankort
          </text>
        </>
      )
    case 'Visa':
      return (
        <text className="ink" x="28" y="24" fontSize="15" fontStyle="italic" textAnchor="middle" letterSpacing="1">
          VISA
        </text>
      )
    case 'Mastercard':
      return (
        <>
          <circle className="accent" cx="23" cy="18" r="9" />
          <circle className="ring" cx="33" cy="18" r="9" />
        </>
      )
    case 'MobilePay':
      return (
        <>
          <rect className="accent" x="22" y="5" width="12" height="14" rx="2.5" />
          <text className="ink" x="28" y="30" fontSize="9" textAnchor="middle">
            MobilePay
          </text>
        </>
      )
  }
}

export function PaymentMarks() {
  const { t } = useTranslation()
  return (
    <Marks aria-label={t('Footer.PaymentMethods')}>
      {PAYMENT_METHODS.map((method) => (
        <li key={method}>
          <Mark viewBox={`0 0 ${MARK_WIDTH_PX} ${MARK_HEIGHT_PX}`} role="img" aria-label={t(`Footer.${method}`)} focusable="false">
            <rect className="card" x="0" y="0" width={MARK_WIDTH_PX} height={MARK_HEIGHT_PX} rx="5" />
            <Drawing method={method} />
          </Mark>
        </li>
      ))}
    </Marks>
  )
}
