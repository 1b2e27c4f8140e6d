// How far the basket is from free delivery (the basket page and the added-to-basket dialog; docs/adr/0038): "Du
// mangler 151,- for fri fragt" with a progress bar, or "Du har fri fragt". The figure is the basket answer's
// FreeDelivery: the backend counts the goods exactly as checkout charges delivery (after campaigns and the voucher,
// without gift cards) for the chosen method, or the cheapest with a threshold, in the customer's terms (a business
// customer's amount without VAT, said so).
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { formatPrice } from '@/lib/money'
import type { Basket } from '../api/schemas'
import { theme } from '@/styles/theme'

const METHOD_TYPES = ['DeliveryAddress', 'PostNord', 'Burd'] as const

const Box = styled.div`
  display: grid;
  gap: ${theme.space.xxs};

  p {
    margin: 0;
  }
`

const Message = styled.p`
  font-weight: 600;
`

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
`

const Fill = styled.div<{ $reached: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $reached }) => ($reached ? theme.colors.success : theme.colors.primary)};
  transition: width 0.2s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`

/** Whole kroner for the bar's values: a screen reader reads the text (aria-valuetext) anyway. */
const kroner = (ore: number) => Math.round(ore / 100)

export function FreeDeliveryProgress({ basket, className }: { basket: Basket; className?: string }) {
  const { t } = useTranslation()
  const free = basket.FreeDelivery
  if (!free) return null
  const threshold = free.Threshold.Amount
  const reached = free.Reached || free.Remaining.Amount <= 0
  const spent = Math.max(0, Math.min(threshold, threshold - free.Remaining.Amount))
  const remaining = formatPrice(free.Remaining.Amount)
  const amount = basket.IsB2B ? t('Delivery.AmountExclVat', { amount: remaining }) : remaining
  const message = reached ? t('Basket.FreeDelivery.Reached') : t('Basket.FreeDelivery.Remaining', { amount })
  const known = (METHOD_TYPES as readonly string[]).includes(free.MethodType)
  const note = known ? t(`Basket.FreeDelivery.${free.Chosen ? 'Chosen' : 'Method'}.${free.MethodType}`) : null
  const percent = threshold > 0 ? (spent / threshold) * 100 : 100
  return (
    <Box className={className} data-testid="free-delivery">
      {/* Polite: it changes with every quantity. */}
      <Message role="status">{message}</Message>
      <Track
        role="progressbar"
        aria-label={t('Basket.FreeDelivery.Label')}
        aria-valuemin={0}
        aria-valuemax={kroner(threshold)}
        aria-valuenow={kroner(spent)}
        aria-valuetext={message}
      >
        <Fill $reached={reached} style={{ width: `${percent}%` }} />
      </Track>
      {note ? <Note>{note}</Note> : null}
    </Box>
  )
}
