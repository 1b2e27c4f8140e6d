// The form that finds an order by its number and the e-mail it was placed with: "Find din ordre" (/find-ordre/,
// docs/adr/0038) and the withdrawal page's first step (docs/adr/0023). It knows no feature: the caller hands in its
// texts and what to do with the pair. Both fields are checked before anything is sent; a rejection that names the
// fields (the server's `Errors`) marks them, any other shows its message above the form, which takes the focus.
// Renders the message and the form only (as siblings, for the caller's grid): the heading, an introduction and
// anything after the form are the caller's.
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { applyServerErrors, fieldErrorText } from '@/components/Form/fieldErrors'
import { FormMessage } from '@/components/Form/fields'
import { TextField } from '@/components/Form/TextField'
import { zodResolver } from '@/components/Form/zodResolver'
import { errorMessageFor } from '@/components/Toasts/Toasts'
import { useTranslation } from '@/i18n/texts'
import { isApiError } from '@/lib/apiError'
import { emailSchema } from '@/lib/validation'
import { theme } from '@/styles/theme'

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;

  > div {
    width: 100%;
  }
`

const FIELDS = ['OrderNumber', 'Email'] as const

const orderNumberEmailSchema = z.object({
  OrderNumber: z.string().trim().min(1, 'Forms.Required').max(32, 'Forms.MaxLength'),
  Email: emailSchema,
})
type FormValues = z.input<typeof orderNumberEmailSchema>

/** What the form sends: both values trimmed. */
export interface OrderNumberEmail {
  OrderNumber: string
  Email: string
}

/** The caller's texts, translated. */
export interface OrderNumberEmailTexts {
  orderNumber: string
  orderNumberHint: string
  email: string
  emailHint: string
  submit: string
  /** The button's text while the pair is being sent. */
  submitting: string
}

interface Props {
  texts: OrderNumberEmailTexts
  /** Sends the pair. A rejection with field errors marks the fields; any other rejection is shown as the problem. */
  onSubmit: (values: OrderNumberEmail) => Promise<void>
  /** The order number to start with (from a link), or none. */
  initialOrderNumber?: string
  /** The test id of the problem message. */
  problemTestId: string
}

export function OrderNumberEmailForm({ texts, onSubmit, initialOrderNumber = '', problemTestId }: Props) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<string | null>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const form = useForm<FormValues>({
    defaultValues: { OrderNumber: initialOrderNumber, Email: '' },
    resolver: zodResolver(orderNumberEmailSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])

  const submit = async (values: FormValues) => {
    setProblem(null)
    try {
      await onSubmit({ OrderNumber: values.OrderNumber.trim(), Email: values.Email.trim() })
    } catch (error) {
      if (isApiError(error) && applyServerErrors(form.setError, error.Errors, FIELDS).length > 0) return
      setProblem(errorMessageFor(error, t))
    }
  }

  return (
    <>
      {problem ? (
        <FormMessage ref={problemRef} tabIndex={-1} $tone="error" role="alert" data-testid={problemTestId}>
          <p>{problem}</p>
        </FormMessage>
      ) : null}
      <Form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} aria-busy={isSubmitting || undefined}>
        <TextField
          inputMode="numeric"
          autoComplete="off"
          label={texts.orderNumber}
          hint={texts.orderNumberHint}
          error={fieldErrorText(t, errors.OrderNumber)}
          {...form.register('OrderNumber')}
        />
        <TextField
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={texts.email}
          hint={texts.emailHint}
          error={fieldErrorText(t, errors.Email)}
          {...form.register('Email')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? texts.submitting : texts.submit}
        </Button>
      </Form>
    </>
  )
}
