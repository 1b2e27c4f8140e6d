// "Choose a new password" (/nulstil-adgangskode/?token=…, the link of the reset mail). The token is checked first
// (POST /api/auth/validatetoken/): a live one gets the new-password form with the rules stated, a dead one (unknown,
// used or older than an hour) a clear message and a way to ask for a new link. The new password goes with
// PUT /api/auth/resetpassword/changepassword/; afterwards the customer logs in with it. The page's view
// (views/ResetPasswordView) sends no Referer, so the token in its address cannot leak to another site.
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { applyServerErrors, fieldErrorText } from '@/components/Form/fieldErrors'
import { FormMessage } from '@/components/Form/fields'
import { PasswordField } from '@/components/Form/TextField'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { zodResolver } from '@/components/Form/zodResolver'
import { INVALID_RESET_TOKEN, useResetPassword } from '@/features/customer/api/reset-password'
import { useValidateResetToken } from '@/features/customer/api/validate-reset-token'
import { passwordSchema } from '@/lib/validation'
import { isApiError } from '@/lib/apiError'
import { theme } from '@/styles/theme'

const resetPasswordSchema = z
  .object({
    Password: passwordSchema,
    RepeatPassword: z.string().min(1, 'Forms.RepeatPassword'),
  })
  .refine((values) => values.RepeatPassword === '' || values.RepeatPassword === values.Password, {
    path: ['RepeatPassword'],
    message: 'Forms.PasswordsDiffer',
    when: () => true,
  })
type ResetPasswordValues = z.input<typeof resetPasswordSchema>

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`

/** Takes the focus (by script) when the form gives way to the outcome. */
const Content = styled.div`
  display: grid;
  gap: ${theme.space.md};

  &:focus {
    outline: none;
  }
`

const Intro = styled.p`
  color: ${theme.colors.textMuted};
`

type Props = {
  /** The ?token= of the mail's link; null when the address has none. */
  token: string | null
}

/** The end of the road for a dead link: why, and a new one. */
function LinkExpired({ missing }: { missing: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <FormMessage $tone="error" data-testid="reset-link-expired">
        <p>
          <strong>{t('PasswordReset.Expired.Title')}</strong>
        </p>
        <p>{missing ? t('PasswordReset.Expired.Missing') : t('PasswordReset.Expired.Text')}</p>
      </FormMessage>
      <div>
        <ButtonLink href={paths.forgotPassword}>{t('PasswordReset.Expired.RequestNew')}</ButtonLink>
      </div>
    </>
  )
}

function NewPasswordForm({ token, onExpired, onDone }: { token: string; onExpired: () => void; onDone: () => void }) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const resetPassword = useResetPassword()
  const form = useForm<ResetPasswordValues>({
    defaultValues: { Password: '', RepeatPassword: '' },
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = async ({ Password }: ResetPasswordValues) => {
    try {
      await resetPassword.mutateAsync({ Token: token, Password })
      onDone()
    } catch (error) {
      if (isApiError(error) && error.ErrorCode === INVALID_RESET_TOKEN) onExpired()
      else if (isApiError(error) && applyServerErrors(form.setError, error.Errors, ['Password']).length > 0) form.setFocus('Password')
      else showError(error)
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Intro>{t('PasswordReset.Reset.Intro')}</Intro>
      <PasswordField
        label={t('PasswordReset.Reset.Password')}
        hint={t('Forms.PasswordHint')}
        autoComplete="new-password"
        error={fieldErrorText(t, errors.Password)}
        {...form.register('Password')}
      />
      <PasswordField
        label={t('PasswordReset.Reset.RepeatPassword')}
        autoComplete="new-password"
        error={fieldErrorText(t, errors.RepeatPassword)}
        {...form.register('RepeatPassword')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('PasswordReset.Reset.Saving') : t('PasswordReset.Reset.Submit')}
        </Button>
      </div>
    </Form>
  )
}

export function ResetPassword({ token }: Props) {
  const { t } = useTranslation()
  const { status, refresh } = useAuth()
  const check = useValidateResetToken(token)
  const [outcome, setOutcome] = useState<'expired' | 'done' | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)

  // The form gives way to the outcome: the focus follows it.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  const done = () => {
    setOutcome('done')
    // The reset ended every session of the account, this browser's too if it was logged in to it.
    if (status === 'authenticated') void refresh()
  }

  let content
  if (outcome === 'done') {
    content = (
      <>
        <FormMessage $tone="success" role="status" data-testid="reset-password-done">
          <p>
            <strong>{t('PasswordReset.Done.Title')}</strong>
          </p>
          <p>{t('PasswordReset.Done.Text')}</p>
        </FormMessage>
        <div>
          <ButtonLink href={paths.login}>{t('PasswordReset.Done.LogIn')}</ButtonLink>
        </div>
      </>
    )
  } else if (!token || outcome === 'expired' || check.data?.Valid === false) {
    content = <LinkExpired missing={!token} />
  } else if (check.isError) {
    content = (
      <>
        <FormMessage $tone="error" role="alert">
          <p>{t('PasswordReset.Reset.CheckFailed')}</p>
        </FormMessage>
        <div>
          <Button type="button" onClick={() => void check.refetch()} disabled={check.isFetching}>
            {t('PasswordReset.Reset.Retry')}
          </Button>
        </div>
      </>
    )
  } else if (!check.data) {
    content = <p role="status">{t('PasswordReset.Reset.Checking')}</p>
  } else {
    content = <NewPasswordForm token={token} onExpired={() => setOutcome('expired')} onDone={done} />
  }

  return (
    <>
      <h1>{t('PasswordReset.Reset.Title')}</h1>
      <Content ref={outcomeRef} tabIndex={-1}>
        {content}
      </Content>
    </>
  )
}
