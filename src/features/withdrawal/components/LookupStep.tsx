// The first step without a link: find the order by order number and e-mail.
import { useTranslation } from '@/i18n/texts'
import { FormMessage } from '@/components/Form/fields'
import { OrderNumberEmailForm } from '@/components/OrderNumberEmailForm/OrderNumberEmailForm'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { useLookupWithdrawal } from '../api/lookup-withdrawal'
import type { LookupAnswer } from '../api/schemas'
import { Muted, Step } from './withdrawalStyles'

export function LookupStep({
  initialNumber,
  linkFailed,
  onFound,
}: {
  initialNumber: string
  linkFailed: boolean
  onFound: (answer: LookupAnswer) => void
}) {
  const { t } = useTranslation()
  const { status } = useAuth()
  const lookup = useLookupWithdrawal()

  return (
    <Step aria-labelledby="withdrawal-lookup-heading">
      <h2 id="withdrawal-lookup-heading">{t('Withdrawal.Lookup.Heading')}</h2>
      {linkFailed ? (
        <FormMessage $tone="info">
          <p>{t('Withdrawal.Lookup.LinkFailed')}</p>
        </FormMessage>
      ) : null}
      <OrderNumberEmailForm
        texts={{
          orderNumber: t('Withdrawal.Lookup.OrderNumber'),
          orderNumberHint: t('Withdrawal.Lookup.OrderNumberHint'),
          email: t('Withdrawal.Lookup.Email'),
          emailHint: t('Withdrawal.Lookup.EmailHint'),
          submit: t('Withdrawal.Lookup.Submit'),
          submitting: t('Withdrawal.Lookup.Searching'),
        }}
        initialOrderNumber={initialNumber}
        onSubmit={async (pair) => onFound(await lookup.mutateAsync(pair))}
        problemTestId="withdrawal-lookup-problem"
      />
      {status === 'authenticated' ? (
        <Muted>
          {t('Withdrawal.Lookup.InAccount')} <SmartLink href={paths.accountOrders}>{t('Withdrawal.Lookup.SeeOrders')}</SmartLink>
        </Muted>
      ) : null}
    </Step>
  )
}
