// The marks beside each payment method on the payment step: Dankort, Visa and Mastercard for cards, MobilePay's for
// MobilePay (docs/adr/0036-mobilepay.md). Small inline drawings of our own, not the brands' artwork files: they only
// hint at each brand, load nothing, and each is an image named by its brand for screen readers. Phrasing content
// only (spans), since they sit inside the method's label.
import styled from 'styled-components'
import { useTranslation } from '@/i18n/texts'
import type { ChoosablePaymentMethod as PaymentMethod } from '../api/schemas'

const MARK_WIDTH_PX = 40
const MARK_HEIGHT_PX = 26

const Marks = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
`

const Mark = styled.svg`
  display: block;
  width: ${MARK_WIDTH_PX}px;
  height: ${MARK_HEIGHT_PX}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: #fff;

  text {
    font-family: ${({ theme }) => theme.fonts.body};
    font-weight: 700;
  }
`

type Brand = 'Dankort' | 'Visa' | 'Mastercard' | 'MobilePay'

const BRANDS: Record<Exclude<PaymentMethod, 'Invoice'>, readonly Brand[]> = {
  CreditCard: ['Dankort', 'Visa', 'Mastercard'],
  MobilePay: ['MobilePay'],
}

/** Each brand on a 40 × 26 card: a colour and a shape that recall it, with plain-text wordmarks. */
function Drawing({ brand }: { brand: Brand }) {
  switch (brand) {
    case 'Dankort':
      return (
        <>
          <rect x="4" y="5" width="32" height="9" rx="4.5" fill="#c8102e" />
          <text x="20" y="22" fontSize="7" textAnchor="middle" fill="#1d1d1b">
            Dankort
          </text>
        </>
      )
    case 'Visa':
      return (
        <text x="20" y="17.5" fontSize="11" fontStyle="italic" textAnchor="middle" letterSpacing="0.5" fill="#1a1f71">
          VISA
        </text>
      )
    case 'Mastercard':
      return (
        <>
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </>
      )
    case 'MobilePay':
      return (
        <>
          <rect x="0" y="0" width={MARK_WIDTH_PX} height={MARK_HEIGHT_PX} fill="#5a2ca0" />
          <rect x="14" y="4" width="12" height="18" rx="2.5" fill="#fff" />
          <rect x="16.5" y="6.5" width="7" height="10" rx="1" fill="#5a2ca0" />
          <circle cx="20" cy="19.3" r="1.2" fill="#5a2ca0" />
        </>
      )
  }
}

function BrandMark({ brand }: { brand: Brand }) {
  const { t } = useTranslation()
  return (
    <Mark
      viewBox={`0 0 ${MARK_WIDTH_PX} ${MARK_HEIGHT_PX}`}
      role="img"
      aria-label={t(`Checkout.Payment.Mark.${brand}`)}
      focusable="false"
      data-testid={`payment-mark-${brand}`}
    >
      <Drawing brand={brand} />
    </Mark>
  )
}

/** The marks of a payment method, as a list named "Vi tager imod"; nothing for invoice. */
export function PaymentMarks({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation()
  if (method === 'Invoice') return null
  return (
    <Marks role="list" aria-label={t('Checkout.Payment.CardMarks')}>
      {BRANDS[method].map((brand) => (
        <span role="listitem" key={brand}>
          <BrandMark brand={brand} />
        </span>
      ))}
    </Marks>
  )
}
