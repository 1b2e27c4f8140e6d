// The staff login of the login dialog (docs/api/impersonation.md, "The staff session"): e-mail and password of the
// staff member's admin account. Each Result's message shows in an alert and the typed e-mail stays; on Success the
// staff hint is written and the status asked for at once (StaffProvider keeps asking from then on), and a toast
// says so. The form needs no StaffProvider: the login dialog is rendered beside it, by AuthProvider.
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type Ref } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import { Button } from '@/components/Button/Button'
import { Field, FieldError, Input, Label } from '@/components/Form/fields'
import { PasswordInput } from '@/components/Form/PasswordInput'
import { zodResolver } from '@/components/Form/zodResolver'
import { errorMessageFor, showSuccessToast } from '@/components/Toasts/Toasts'
import { formatLockTime, loginFormSchema } from '@/features/auth/components/LoginForm'
import { Alert, Form } from '@/features/auth/components/loginFormStyles'
import type * as z from 'zod'
import { toLocale } from '@/lib/culture'
import { impersonationStatusQueryOptions } from '../api/get-status'
import { useStaffLogin, type StaffLoginAnswer } from '../api/staff-login'
import { writeStaffHint } from '../staff-hint'

type Values = z.output<typeof loginFormSchema>

type Props = {
  /** After the toast: the dialog closes. */
  onSuccess: () => void
  emailRef?: Ref<HTMLInputElement | null>
}

export function StaffLoginForm({ onSuccess, emailRef }: Props) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const login = useStaffLogin()
  const [message, setMessage] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginFormSchema>, unknown, Values>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { email: '', password: '' },
  })

  const outcomeText = (answer: StaffLoginAnswer): string => {
    if (answer.Result === 'TooManyAttempts' && answer.LockedUntil) {
      return t('Impersonation.Result.TooManyAttemptsUntil', { time: formatLockTime(new Date(answer.LockedUntil), toLocale(i18n.language)) })
    }
    // The server says why in the request's culture; the texts here are for an answer without a message.
    if (answer.Message) return answer.Message
    if (answer.Result === 'NotAllowed') return t('Impersonation.Result.NotAllowed')
    if (answer.Result === 'TooManyAttempts') return t('Impersonation.Result.TooManyAttempts')
    return t('Impersonation.Result.InvalidCredentials')
  }

  const send = async (values: Values) => {
    setMessage(null)
    try {
      const answer = await login.mutateAsync({ Email: values.email, Password: values.password })
      if (answer.Result !== 'Success') {
        setMessage(outcomeText(answer))
        setValue('password', '')
        setFocus('password')
        return
      }
      writeStaffHint()
      // In the cache, the status turns StaffProvider's query on (it asks again on focus and every minute).
      await queryClient.fetchQuery({ ...impersonationStatusQueryOptions(), staleTime: 0 })
      showSuccessToast(t('Impersonation.LoggedIn'))
      onSuccess()
    } catch (error) {
      setMessage(errorMessageFor(error, t))
    }
  }

  const emailField = register('email')
  const busy = isSubmitting || login.isPending

  return (
    <Form noValidate onSubmit={handleSubmit(send)} data-testid="staff-login-form">
      <Field>
        <Label htmlFor={`${id}-email`}>{t('Impersonation.Email')}</Label>
        <Input
          {...emailField}
          ref={(element) => {
            emailField.ref(element)
            if (typeof emailRef === 'function') emailRef(element)
            else if (emailRef) emailRef.current = element
          }}
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        {errors.email?.message ? <FieldError id={`${id}-email-error`}>{t(errors.email.message)}</FieldError> : null}
      </Field>
      <Field>
        <Label htmlFor={`${id}-password`}>{t('Impersonation.Password')}</Label>
        <PasswordInput
          {...register('password')}
          id={`${id}-password`}
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
        />
        {errors.password?.message ? <FieldError id={`${id}-password-error`}>{t(errors.password.message)}</FieldError> : null}
      </Field>
      <div>
        {message ? (
          <Alert role="alert" $tone="error" data-testid="staff-login-outcome">
            <p>{message}</p>
          </Alert>
        ) : null}
      </div>
      <Button type="submit" $fullWidth disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('Auth.LoggingIn') : t('Impersonation.StaffLoginSubmit')}
      </Button>
    </Form>
  )
}
