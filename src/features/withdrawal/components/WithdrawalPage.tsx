// "Fortryd købet her" (/fortryd/, English /en/fortryd/; docs/adr/0023): the withdrawal function of the Consumer
// Rights Directive art. 11a. A guest (or anyone from the footer) finds the order by order number and e-mail; a link
// from the account, the receipt or the order mail opens the order at once (?order={uid}). Then the lines that may be
// withdrawn, with how many, and the ones that may not, with why in plain words, and the deadline; then a
// confirmation step with the button "Bekræft fortrydelse"; then the answer that the acknowledgement was mailed.
// Every step's heading takes the focus when it appears, so a keyboard or screen reader user follows along.
import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import { Button } from '@/components/Button/Button'
import { FormMessage } from '@/components/Form/fields'
import { PageHead } from '@/components/Seo/PageHead'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import type { Locale } from '@/config/constants'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/apiError'
import { toLocale } from '@/lib/culture'
import type { WithdrawalSource } from '../api/confirm-withdrawal'
import { useOrderWithdrawal } from '../api/get-order-withdrawal'
import type { ChosenLine, LookupAnswer, Withdrawal, WithdrawalReceipt } from '../api/schemas'
import { ChooseStep, type Selection } from './ChooseStep'
import { ConfirmStep } from './ConfirmStep'
import { LookupStep } from './LookupStep'
import { ClosedStep, DoneStep } from './OutcomeSteps'
import { Card, Muted, Page, Skeleton } from './withdrawalStyles'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null

/** Choosing, confirming and the answer, for one order found one way or the other. */
function OrderFlow(props: {
  withdrawal: Withdrawal
  source: WithdrawalSource
  locale: Locale
  onStartOver?: () => void
  onExpired: () => void
}) {
  const { withdrawal, source, locale, onStartOver, onExpired } = props
  const [step, setStep] = useState<'choose' | 'confirm'>('choose')
  const [selection, setSelection] = useState<Selection>({})
  const [reason, setReason] = useState('')
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null)
  // Only what may still be withdrawn, in the order's order (the answer may have changed since the choice).
  const chosen = useMemo<ChosenLine[]>(
    () =>
      withdrawal.Lines.filter((l) => (selection[l.LineId] ?? 0) > 0 && l.WithdrawableQuantity > 0).map((l) => ({
        LineId: l.LineId,
        Quantity: Math.min(selection[l.LineId] ?? 0, l.WithdrawableQuantity),
      })),
    [withdrawal, selection],
  )

  if (receipt) return <DoneStep receipt={receipt} orderNumber={withdrawal.OrderNumber} locale={locale} />
  if (withdrawal.Status !== 'Open') return <ClosedStep withdrawal={withdrawal} locale={locale} onStartOver={onStartOver} />
  if (step === 'confirm' && chosen.length > 0) {
    return (
      <ConfirmStep
        withdrawal={withdrawal}
        source={source}
        chosen={chosen}
        reason={reason}
        onBack={() => setStep('choose')}
        onDone={setReceipt}
        onExpired={onExpired}
      />
    )
  }
  return (
    <ChooseStep
      withdrawal={withdrawal}
      locale={locale}
      selection={selection}
      setSelection={setSelection}
      reason={reason}
      setReason={setReason}
      onNext={() => setStep('confirm')}
    />
  )
}

export function WithdrawalPage() {
  const { t } = useTranslation()
  const router = useRouter()
  const locale = toLocale(router.locale)
  const orderUid = router.isReady ? first(router.query.order) : null
  const orderNumber = router.isReady ? (first(router.query.number) ?? '') : ''
  const [found, setFound] = useState<LookupAnswer | null>(null)
  // The visitor left the order the link named, to find one by number and e-mail.
  const [lookupInstead, setLookupInstead] = useState(false)
  const byLink = useOrderWithdrawal(found || lookupInstead ? null : orderUid)
  const linkFailed = isApiError(byLink.error) && (byLink.error.status === 404 || byLink.error.status === 400)

  const startOver = () => {
    setFound(null)
    setLookupInstead(true)
  }

  let body
  if (!router.isReady || (orderUid && !found && !lookupInstead && byLink.isPending)) {
    body = (
      <div aria-busy="true" data-testid="withdrawal-loading">
        <p role="status">
          <VisuallyHidden>{t('Withdrawal.Loading')}</VisuallyHidden>
        </p>
        <Skeleton $height="180px" aria-hidden="true" />
      </div>
    )
  } else if (found) {
    body = (
      <OrderFlow
        key={found.Token}
        withdrawal={found}
        source={{ kind: 'token', token: found.Token }}
        locale={locale}
        onStartOver={startOver}
        onExpired={startOver}
      />
    )
  } else if (orderUid && !lookupInstead && byLink.data) {
    body = <OrderFlow withdrawal={byLink.data} source={{ kind: 'order', orderUid }} locale={locale} onExpired={startOver} />
  } else if (orderUid && !lookupInstead && byLink.isError && !linkFailed) {
    body = (
      <FormMessage $tone="error" role="alert">
        <p>{t('Withdrawal.LoadFailed')}</p>
        <div>
          <Button type="button" $variant="secondary" onClick={() => void byLink.refetch()} disabled={byLink.isFetching}>
            {t('Withdrawal.TryAgain')}
          </Button>
        </div>
      </FormMessage>
    )
  } else {
    body = <LookupStep initialNumber={orderNumber} linkFailed={Boolean(orderUid) && linkFailed && !lookupInstead} onFound={setFound} />
  }

  return (
    <Page>
      <PageHead title={t('Withdrawal.Title')} path={paths.withdrawal} noIndex />
      <Card>
        <h1>{t('Withdrawal.Title')}</h1>
        <Muted>{t('Withdrawal.Intro')}</Muted>
        {body}
      </Card>
    </Page>
  )
}
