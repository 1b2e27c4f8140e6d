// "Køb igen" on an order (the account's order list, latest order and receipt; docs/adr/0038): one call puts the
// order's goods that can still be bought into the basket, then a toast says how many went in and which did not and
// why, and the same words stay beside the button with a link to the basket (in the order list's rows the link only).
import Link from 'next/link'
import { useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button, type ButtonVariant } from '@/components/Button/Button'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { showErrorToast, showSuccessToast, useErrorToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { useReorder } from '../api/reorder'
import { buyAgainMessage } from '../buyAgainMessage'
import { theme } from '@/styles/theme'

const Wrap = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  justify-items: start;

  @media print {
    display: none;
  }
`

const Outcome = styled.p`
  margin: 0;
  max-width: 40em;
  font-size: ${theme.fontSizes.sm};
`

export function BuyAgainButton({
  orderUid,
  orderNumber,
  variant = 'secondary',
  compact = false,
  className,
}: {
  orderUid: string
  /** Names the order in the button's accessible name where several orders are listed. */
  orderNumber?: string
  variant?: ButtonVariant
  /** In a narrow place (a row of the order list) only the basket link stays beside the button; the toast says the rest. */
  compact?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const [outcome, setOutcome] = useState<{ text: string; added: boolean } | null>(null)
  const buyAgain = useReorder({
    onSuccess: (answer) => {
      const text = buyAgainMessage(t, answer)
      const added = answer.Added.length > 0
      setOutcome({ text, added })
      if (added) showSuccessToast(text)
      else showErrorToast(text)
    },
    onError: (error) => {
      setOutcome(null)
      showError(error)
    },
  })
  const busy = buyAgain.isPending
  return (
    <Wrap className={className} data-testid="buy-again">
      {/* Not disabled while busy, so a keyboard user's focus stays on it; a second press does nothing. */}
      <Button
        type="button"
        $variant={variant}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) buyAgain.mutate(orderUid)
        }}
      >
        {busy ? t('BuyAgain.Busy') : t('BuyAgain.Button')}
        {/* The visible words start the name (WCAG 2.5.3); the order tells the list's buttons apart. */}
        {orderNumber ? <VisuallyHidden> {t('BuyAgain.ButtonFor', { number: orderNumber })}</VisuallyHidden> : null}
      </Button>
      {outcome && !compact ? (
        <Outcome data-testid="buy-again-outcome">
          {outcome.text} {outcome.added ? <Link href={paths.basket}>{t('BuyAgain.GoToBasket')}</Link> : null}
        </Outcome>
      ) : null}
      {outcome?.added && compact ? (
        <Outcome data-testid="buy-again-outcome">
          <Link href={paths.basket}>{t('BuyAgain.GoToBasket')}</Link>
        </Outcome>
      ) : null}
    </Wrap>
  )
}
