// The first step without a link: find the order by order number and e-mail.
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { applyServerErrors, fieldErrorText } from '@/components/Form/fieldErrors'
import { FormMessage } from '@/components/Form/fields'
import { TextField } from '@/components/Form/TextField'
import { zodResolver } from '@/components/Form/zodResolver'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { errorMessageFor } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { emailSchema } from '@/lib/validation'
import { isApiError } from '@/lib/apiError'
import { useLookupWithdrawal } from '../api/lookup-withdrawal'
import type { LookupAnswer } from '../api/schemas'
import { Form, Muted, Row, Step } from './withdrawalStyles'

const lookupSchema = z.object({
  OrderNumber: z.string().trim().min(1, 'Forms.Required').max(32, 'Forms.MaxLength'),
  Email: emailSchema,
})
type LookupValues = z.input<typeof lookupSchema>

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
