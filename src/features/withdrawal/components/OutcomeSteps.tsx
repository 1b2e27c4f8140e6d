// Where the flow ends: the withdrawal was received, or nothing in the order may be withdrawn.
import { useTranslation } from '@/i18n/texts'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { FormMessage } from '@/components/Form/fields'
import type { Locale } from '@/config/constants'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import type { Withdrawal, WithdrawalReceipt } from '../api/schemas'
import { formatMoment } from '../format'
import { EarlierWithdrawals, ExemptLines, OrderHead } from './OrderSummary'
import { StepHeading } from './StepHeading'
import { closedText } from './statusText'
import { Row, Step, Summary } from './withdrawalStyles'

export function DoneStep({ receipt, orderNumber, locale }: { receipt: WithdrawalReceipt; orderNumber: string; locale: Locale }) {
  const { t } = useTranslation()
  const { status } = useAuth()
  return (
    <Step aria-labelledby="withdrawal-done-heading" data-testid="withdrawal-done">
      <StepHeading id="withdrawal-done-heading">{t('Withdrawal.Done.Heading')}</StepHeading>
      <p>{t('Withdrawal.Done.Text', { number: orderNumber, date: formatMoment(receipt.WithdrawnAt, locale) ?? '' })}</p>
      <Summary>
        {receipt.Lines.map((line) => (
          <li key={line.LineId}>
            {line.Quantity} × {line.Name}
          </li>
        ))}
      </Summary>
      <FormMessage $tone={receipt.Acknowledged ? 'success' : 'error'} role="status">
        <p>{receipt.Acknowledged ? t('Withdrawal.Done.Mailed') : t('Withdrawal.Done.NotMailed')}</p>
      </FormMessage>
      <Row>
        {status === 'authenticated' ? <ButtonLink href={paths.accountOrders}>{t('Withdrawal.Done.ToOrders')}</ButtonLink> : null}
        <ButtonLink href={paths.home} $variant={status === 'authenticated' ? 'secondary' : 'primary'}>
          {t('Withdrawal.Done.ToShop')}
        </ButtonLink>
      </Row>
    </Step>
  )
}

/** An order nothing may be withdrawn from: why, what is in it, and what was withdrawn already. */
export function ClosedStep({ withdrawal, locale, onStartOver }: { withdrawal: Withdrawal; locale: Locale; onStartOver?: () => void }) {
  const { t } = useTranslation()
  return (
    <Step aria-labelledby="withdrawal-closed-heading" data-testid="withdrawal-closed">
      <StepHeading id="withdrawal-closed-heading">{t('Withdrawal.Order.Heading', { number: withdrawal.OrderNumber })}</StepHeading>
      <OrderHead withdrawal={withdrawal} locale={locale} />
      <FormMessage $tone="info">
        <p>{closedText(t, withdrawal, locale)}</p>
      </FormMessage>
      {withdrawal.Status === 'NothingToWithdraw' || withdrawal.Status === 'AllWithdrawn' ? <ExemptLines lines={withdrawal.Lines} /> : null}
      <EarlierWithdrawals withdrawal={withdrawal} locale={locale} />
      {onStartOver ? (
        <Row>
          <Button type="button" $variant="secondary" onClick={onStartOver}>
            {t('Withdrawal.StartOver')}
          </Button>
        </Row>
      ) : null}
    </Step>
  )
}
