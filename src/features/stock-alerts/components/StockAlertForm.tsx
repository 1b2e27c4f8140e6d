// "Giv mig besked" on the product page of a product (or edition) that cannot be bought now: sold out, coming soon or
// in stock from a date (docs/api/stock-alerts.md). A guest gives an e-mail address and gets a confirmation mail; a
// logged-in customer finds the account's address filled in and asks with one click (active at once). The line under
// the button says what the address is used for. Loaded with next/dynamic by the product page: it is not needed for
// the first paint, and pages of products in stock never load it.
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { applyServerErrors, fieldErrorText } from '@/components/Form/fieldErrors'
import { FormMessage } from '@/components/Form/fields'
import { TextField } from '@/components/Form/TextField'
import { zodResolver } from '@/components/Form/zodResolver'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { useActingStaff } from '@/features/auth/acting'
import { useAuth } from '@/features/auth/auth-context'
import { isApiError } from '@/lib/apiError'
import { emailSchema } from '@/lib/validation'
import { useRequestStockAlert } from '../api/request-stock-alert'
import type { StockAlertAnswer } from '../api/schemas'
import { theme } from '@/styles/theme'

const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`

const Row = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  align-items: end;

  ${theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const formSchema = z.object({ Email: emailSchema })
type FormValues = z.input<typeof formSchema>
const resolver = zodResolver(formSchema)

type Props = {
  productId: number
  /** The picked edition's variant id; null for the product itself. */
  variantId: number | null
}

export function StockAlertForm({ productId, variantId }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const noteId = useId()
  const { status, customer } = useAuth()
  const acting = useActingStaff()
  const request = useRequestStockAlert()
  const showError = useErrorToast()
  const [done, setDone] = useState<{ answer: StockAlertAnswer; email: string } | null>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const accountEmail = status === 'authenticated' && customer ? customer.Email : ''
  const form = useForm<FormValues>({ defaultValues: { Email: accountEmail }, resolver, mode: 'onSubmit', reValidateMode: 'onChange' })
  const { errors } = form.formState

  // The login may settle after the form is shown: the account's address fills an untouched field.
  useEffect(() => {
    if (accountEmail && !form.getFieldState('Email').isDirty) form.setValue('Email', accountEmail)
  }, [accountEmail, form])

  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  const onSubmit = (values: FormValues) => {
    const email = values.Email.trim()
    request.mutate(
      { productId, variantId, email },
      {
        onSuccess: (answer) => setDone({ answer, email }),
        onError: (error) => {
          if (isApiError(error) && applyServerErrors(form.setError, error.Errors, ['Email']).length > 0) return
          showError(error)
        },
      },
    )
  }

  let content
  if (done) {
    content = (
      <FormMessage ref={doneRef} tabIndex={-1} $tone="success" role="status" data-testid="stock-alert-done">
        <p>
          {done.answer.Status === 'Active'
            ? t('StockAlert.Active', { email: done.email })
            : t('StockAlert.ConfirmationSent', { email: done.email })}
        </p>
      </FormMessage>
    )
  } else if (acting) {
    content = <p>{t('StockAlert.Acting')}</p>
  } else {
    const sending = request.isPending
    content = (
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} aria-describedby={noteId}>
        <Row>
          <TextField
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            label={t('StockAlert.Email')}
            error={fieldErrorText(t, errors.Email)}
            {...form.register('Email')}
          />
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? t('StockAlert.Sending') : t('StockAlert.Submit')}
          </Button>
        </Row>
      </form>
    )
  }

  return (
    <Section aria-labelledby={headingId} data-testid="stock-alert">
      <h2 id={headingId}>{t('StockAlert.Heading')}</h2>
      {done ? null : <p>{t('StockAlert.Intro')}</p>}
      {content}
      {done || acting ? null : <Note id={noteId}>{t('StockAlert.Consent')}</Note>}
    </Section>
  )
}
