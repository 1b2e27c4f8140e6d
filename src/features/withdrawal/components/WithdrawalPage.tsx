// "Fortryd købet her" (/fortryd/, English /en/fortryd/; docs/adr/0023): the withdrawal function of the Consumer
// Rights Directive art. 11a. A guest (or anyone from the footer) finds the order by order number and e-mail; a link
// from the account, the receipt or the order mail opens the order at once (?order={uid}). Then the lines that may be
// withdrawn, with how many, and the ones that may not, with why in plain words, and the deadline; then a
// confirmation step with the button "Bekræft fortrydelse"; then the answer that the acknowledgement was mailed.
// Every step's heading takes the focus when it appears, so a keyboard or screen reader user follows along.
import { useRouter } from 'next/router'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { Container } from '@/components/Container/Container'
import { applyServerErrors, fieldErrorText } from '@/components/Form/fieldErrors'
import { CheckboxLabel, Fieldset, FormMessage, Hint, Label, Legend, Select } from '@/components/Form/fields'
import { TextAreaField, TextField } from '@/components/Form/TextField'
import { zodResolver } from '@/components/Form/zodResolver'
import { PageHead } from '@/components/Seo/PageHead'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { errorMessageFor } from '@/components/Toasts/Toasts'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import type { Locale } from '@/config/constants'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { emailSchema } from '@/lib/validation'
import { isApiError } from '@/lib/apiError'
import { toLocale } from '@/lib/culture'
import { moneyText } from '@/lib/money'
import { useConfirmWithdrawal, type WithdrawalSource } from '../api/confirm-withdrawal'
import { useOrderWithdrawal } from '../api/get-order-withdrawal'
import { useLookupWithdrawal } from '../api/lookup-withdrawal'
import type { ChosenLine, LookupAnswer, Withdrawal, WithdrawalLine, WithdrawalReceipt } from '../api/schemas'
import { formatDay, formatMoment } from '../format'
import { closedText, refusalText } from './statusText'

/** The longest reason the backend keeps (shop/withdrawal/constants.ts). */
const REASON_MAX_LENGTH = 1000

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }

  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h2:focus {
    outline: none;
  }

  h2:focus-visible {
    ${({ theme }) => theme.focusRing}
  }

  p {
    margin: 0;
  }
`

const Step = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

const OrderFacts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

const LineCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.wineSoft};
  }

  label {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`

const Quantity = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;

  select {
    width: auto;
    min-width: 88px;
  }
`

const Exempt = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.border};

  strong {
    overflow-wrap: anywhere;
  }
`

const Summary = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  li {
    overflow-wrap: anywhere;
  }
`

const Skeleton = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.skeleton};
`

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null

/** A step's heading: focused by script when the step appears, so the change is not lost on keyboard and screen reader users. */
function StepHeading({ id, children }: { id: string; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <h2 id={id} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  )
}

const lookupSchema = z.object({
  OrderNumber: z.string().trim().min(1, 'Forms.Required').max(32, 'Forms.MaxLength'),
  Email: emailSchema,
})
type LookupValues = z.input<typeof lookupSchema>

function LookupStep({
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
  const [problem, setProblem] = useState<string | null>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const form = useForm<LookupValues>({
    defaultValues: { OrderNumber: initialNumber, Email: '' },
    resolver: zodResolver(lookupSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])

  const onSubmit = async (values: LookupValues) => {
    setProblem(null)
    try {
      onFound(await lookup.mutateAsync({ OrderNumber: values.OrderNumber.trim(), Email: values.Email.trim() }))
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.Errors, ['OrderNumber', 'Email']).length > 0) return
      setProblem(errorMessageFor(error, t))
    }
  }

  return (
    <Step aria-labelledby="withdrawal-lookup-heading">
      <h2 id="withdrawal-lookup-heading">{t('Withdrawal.Lookup.Heading')}</h2>
      {linkFailed ? (
        <FormMessage $tone="info">
          <p>{t('Withdrawal.Lookup.LinkFailed')}</p>
        </FormMessage>
      ) : null}
      {problem ? (
        <FormMessage ref={problemRef} tabIndex={-1} $tone="error" role="alert" data-testid="withdrawal-lookup-problem">
          <p>{problem}</p>
        </FormMessage>
      ) : null}
      <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <TextField
          inputMode="numeric"
          autoComplete="off"
          label={t('Withdrawal.Lookup.OrderNumber')}
          hint={t('Withdrawal.Lookup.OrderNumberHint')}
          error={fieldErrorText(t, errors.OrderNumber)}
          {...form.register('OrderNumber')}
        />
        <TextField
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={t('Withdrawal.Lookup.Email')}
          hint={t('Withdrawal.Lookup.EmailHint')}
          error={fieldErrorText(t, errors.Email)}
          {...form.register('Email')}
        />
        <Row>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('Withdrawal.Lookup.Searching') : t('Withdrawal.Lookup.Submit')}
          </Button>
        </Row>
      </Form>
      {status === 'authenticated' ? (
        <Muted>
          {t('Withdrawal.Lookup.InAccount')} <SmartLink href={paths.accountOrders}>{t('Withdrawal.Lookup.SeeOrders')}</SmartLink>
        </Muted>
      ) : null}
    </Step>
  )
}

function OrderHead({ withdrawal, locale }: { withdrawal: Withdrawal; locale: Locale }) {
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
function ExemptLines({ lines }: { lines: WithdrawalLine[] }) {
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

function EarlierWithdrawals({ withdrawal, locale }: { withdrawal: Withdrawal; locale: Locale }) {
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

type Selection = Record<string, number>

function ChooseLine({ line, quantity, onChange }: { line: WithdrawalLine; quantity: number; onChange: (quantity: number) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const detailsId = `${id}-details`
  return (
    <LineCard>
      <CheckboxLabel htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={quantity > 0}
          aria-describedby={detailsId}
          onChange={(event) => onChange(event.target.checked ? line.WithdrawableQuantity : 0)}
        />
        <span>{line.Name}</span>
      </CheckboxLabel>
      <Hint id={detailsId}>
        {t('Withdrawal.Choose.Bought', { count: line.Quantity, price: moneyText(line.UnitPrice) })}
        {line.WithdrawnQuantity > 0 ? <> · {t('Withdrawal.Choose.AlreadyWithdrawn', { count: line.WithdrawnQuantity })}</> : null}
        {line.Condition === 'SealUnbroken' ? <> · {t('Withdrawal.Choose.SealUnbroken')}</> : null}
      </Hint>
      {quantity > 0 && line.WithdrawableQuantity > 1 ? (
        <Quantity>
          <Label htmlFor={`${id}-quantity`}>
            <span aria-hidden="true">{t('Withdrawal.Choose.Quantity')}</span>
            <VisuallyHidden>{t('Withdrawal.Choose.QuantityOf', { name: line.Name })}</VisuallyHidden>
          </Label>
          <Select id={`${id}-quantity`} value={quantity} onChange={(event) => onChange(Number(event.target.value))}>
            {Array.from({ length: line.WithdrawableQuantity }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Quantity>
      ) : null}
    </LineCard>
  )
}

function ChooseStep(props: {
  withdrawal: Withdrawal
  locale: Locale
  selection: Selection
  setSelection: (next: Selection) => void
  reason: string
  setReason: (reason: string) => void
  onNext: () => void
}) {
  const { withdrawal, locale, selection, setSelection, reason, setReason, onNext } = props
  const { t } = useTranslation()
  const [nothingChosen, setNothingChosen] = useState(false)
  const open = withdrawal.Lines.filter((l) => l.WithdrawableQuantity > 0)
  return (
    <Step aria-labelledby="withdrawal-choose-heading">
      <StepHeading id="withdrawal-choose-heading">{t('Withdrawal.Order.Heading', { number: withdrawal.OrderNumber })}</StepHeading>
      <OrderHead withdrawal={withdrawal} locale={locale} />
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!Object.values(selection).some((q) => q > 0)) {
            setNothingChosen(true)
            return
          }
          onNext()
        }}
      >
        <Fieldset aria-describedby={nothingChosen ? 'withdrawal-nothing-chosen' : undefined}>
          <Legend>{t('Withdrawal.Choose.Legend')}</Legend>
          <Lines>
            {open.map((line) => (
              <ChooseLine
                key={line.LineId}
                line={line}
                quantity={selection[line.LineId] ?? 0}
                onChange={(quantity) => {
                  setNothingChosen(false)
                  setSelection({ ...selection, [line.LineId]: quantity })
                }}
              />
            ))}
          </Lines>
        </Fieldset>
        {nothingChosen ? (
          <FormMessage id="withdrawal-nothing-chosen" $tone="error" role="alert">
            <p>{t('Withdrawal.Choose.NothingChosen')}</p>
          </FormMessage>
        ) : null}
        <TextAreaField
          label={t('Withdrawal.Choose.Reason')}
          hint={t('Withdrawal.Choose.ReasonHint')}
          optional
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Row>
          <Button type="submit">{t('Withdrawal.Choose.Next')}</Button>
        </Row>
      </Form>
      <ExemptLines lines={withdrawal.Lines} />
      <EarlierWithdrawals withdrawal={withdrawal} locale={locale} />
    </Step>
  )
}

function ConfirmStep(props: {
  withdrawal: Withdrawal
  source: WithdrawalSource
  chosen: ChosenLine[]
  reason: string
  onBack: () => void
  onDone: (receipt: WithdrawalReceipt) => void
  onExpired: () => void
}) {
  const { withdrawal, source, chosen, reason, onBack, onDone, onExpired } = props
  const { t } = useTranslation()
  const confirm = useConfirmWithdrawal()
  const [problem, setProblem] = useState<{ text: string; expired: boolean } | null>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const nameOf = (lineId: string) => withdrawal.Lines.find((l) => l.LineId === lineId)?.Name ?? ''

  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])

  const submit = async () => {
    setProblem(null)
    try {
      onDone(await confirm.mutateAsync({ source, lines: chosen, reason }))
    } catch (error) {
      setProblem({ text: errorMessageFor(error, t), expired: isApiError(error) && error.ErrorCode === 'LookupExpired' })
    }
  }

  return (
    <Step aria-labelledby="withdrawal-confirm-heading">
      <StepHeading id="withdrawal-confirm-heading">{t('Withdrawal.Confirm.Heading')}</StepHeading>
      <p>{t('Withdrawal.Order.Heading', { number: withdrawal.OrderNumber })}</p>
      <p>{t('Withdrawal.Confirm.Intro')}</p>
      <Summary data-testid="withdrawal-chosen">
        {chosen.map((line) => (
          <li key={line.LineId}>
            {line.Quantity} × {nameOf(line.LineId)}
          </li>
        ))}
      </Summary>
      {reason.trim() ? <p>{t('Withdrawal.Confirm.Reason', { reason: reason.trim() })}</p> : null}
      <Muted>{t('Withdrawal.Confirm.Return')}</Muted>
      {problem ? (
        <FormMessage ref={problemRef} tabIndex={-1} $tone="error" role="alert">
          <p>{problem.text}</p>
          {problem.expired ? (
            <div>
              <Button type="button" $variant="secondary" onClick={onExpired}>
                {t('Withdrawal.StartOver')}
              </Button>
            </div>
          ) : null}
        </FormMessage>
      ) : null}
      <Row>
        <Button type="button" onClick={() => void submit()} disabled={confirm.isPending}>
          {confirm.isPending ? t('Withdrawal.Confirm.Submitting') : t('Withdrawal.Confirm.Submit')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onBack} disabled={confirm.isPending}>
          {t('Withdrawal.Confirm.Back')}
        </Button>
      </Row>
    </Step>
  )
}

function DoneStep({ receipt, orderNumber, locale }: { receipt: WithdrawalReceipt; orderNumber: string; locale: Locale }) {
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
function ClosedStep({ withdrawal, locale, onStartOver }: { withdrawal: Withdrawal; locale: Locale; onStartOver?: () => void }) {
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
