// What the steps show of an order besides its lines to choose: when it was placed and its deadline, the lines that
// may not be withdrawn, and what was withdrawn before.
import { useTranslation } from '@/i18n/texts'
import type { Locale } from '@/config/constants'
import type { Withdrawal, WithdrawalLine } from '../api/schemas'
import { formatDay, formatMoment } from '../format'
import { refusalText } from './statusText'
import { Exempt, Lines, Muted, OrderFacts, Step, Summary } from './withdrawalStyles'

export function OrderHead({ withdrawal, locale }: { withdrawal: Withdrawal; locale: Locale }) {
  const { t } = useTranslation()
  const placed = formatMoment(withdrawal.PlacedAt, locale)
  const lastDay = formatDay(withdrawal.LastDay, locale)
  // The step's heading names the order; this says when it was placed and until when it may be withdrawn.
  return (
    <OrderFacts>
      {placed ? <Muted>{t('Withdrawal.Order.Placed', { date: placed })}</Muted> : null}
      {withdrawal.Status === 'Open' ? (
        <p data-testid="withdrawal-deadline">
          {lastDay ? t('Withdrawal.Order.Deadline', { date: lastDay }) : t('Withdrawal.Order.NotDelivered')}
        </p>
      ) : null}
    </OrderFacts>
  )
}

/** The lines that may not be withdrawn, each with why. */
export function ExemptLines({ lines }: { lines: WithdrawalLine[] }) {
  const { t } = useTranslation()
  const exempt = lines.filter((l) => l.Refusal && l.WithdrawnQuantity < l.Quantity)
  if (exempt.length === 0) return null
  return (
    <Step aria-labelledby="withdrawal-exempt-heading" data-testid="withdrawal-exempt">
      <h3 id="withdrawal-exempt-heading">{t('Withdrawal.Exempt.Heading')}</h3>
      <Lines>
        {exempt.map((line) => (
          <Exempt key={line.LineId}>
            <strong>
              {line.Quantity} × {line.Name}
            </strong>
            <span>{refusalText(t, line.Refusal)}</span>
          </Exempt>
        ))}
      </Lines>
    </Step>
  )
}

export function EarlierWithdrawals({ withdrawal, locale }: { withdrawal: Withdrawal; locale: Locale }) {
  const { t } = useTranslation()
  if (withdrawal.Withdrawals.length === 0) return null
  return (
    <Step aria-labelledby="withdrawal-earlier-heading">
      <h3 id="withdrawal-earlier-heading">{t('Withdrawal.Earlier.Heading')}</h3>
      <Summary>
        {withdrawal.Withdrawals.flatMap((w, i) =>
          w.Lines.map((line, j) => (
            <li key={`${i}-${j}`}>
              {formatMoment(w.WithdrawnAt, locale)}: {t('Withdrawal.Earlier.Line', { quantity: line.Quantity, name: line.Name })}
            </li>
          )),
        )}
      </Summary>
    </Step>
  )
}
