// "Forgot your password?" (/glemt-adgangskode/): the visitor's e-mail -> POST /api/auth/resetpassword/sendmail/.
// The answer is the same whether the address has an account or not (docs/api/customers.md), and so is the page:
// "if the address has an account, a mail is on its way". Too many requests (429) show the server's message.
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { applyServerErrors, fieldErrorText } from '@/components/Form/fieldErrors'
import { FormMessage } from '@/components/Form/fields'
import { TextField } from '@/components/Form/TextField'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { zodResolver } from '@/components/Form/zodResolver'
import { useSendResetMail } from '@/features/customer/api/send-reset-mail'
import { emailSchema } from '@/lib/validation'
import { isApiError } from '@/lib/apiError'
import { theme } from '@/styles/theme'

const forgotPasswordSchema = z.object({ Email: emailSchema })
type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  justify-items: stretch;
`

const Intro = styled.p`
  color: ${theme.colors.textMuted};
`

export function ForgotPassword() {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const sendMail = useSendResetMail()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [limited, setLimited] = useState<string | null>(null)
  const form = useForm<ForgotPasswordValues>({
    defaultValues: { Email: '' },
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { errors, isSubmitting } = form.formState
  const sentRef = useRef<HTMLDivElement>(null)

  // The form gives way to the confirmation: the focus follows, so it is read out and not lost.
  useEffect(() => {
    if (sentTo) sentRef.current?.focus()
  }, [sentTo])

  const onSubmit = async ({ Email }: ForgotPasswordValues) => {
    setLimited(null)
    try {
      await sendMail.mutateAsync({ Email: Email.trim() })
      setSentTo(Email.trim())
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setLimited(error.Message ?? t('PasswordReset.Forgot.TooMany'))
      } else if (isApiError(error) && applyServerErrors(form.setError, error.Errors, ['Email']).length > 0) {
        form.setFocus('Email')
      } else {
        showError(error)
      }
    }
  }

  return (
    <>
      <h1>{t('PasswordReset.Forgot.Title')}</h1>
      {sentTo ? (
        <>
          <FormMessage ref={sentRef} tabIndex={-1} $tone="success" role="status" data-testid="reset-mail-sent">
            <p>
              <strong>{t('PasswordReset.Forgot.SentTitle')}</strong>
            </p>
            <p>{t('PasswordReset.Forgot.Sent', { email: sentTo })}</p>
          </FormMessage>
          <p>{t('PasswordReset.Forgot.NoMail')}</p>
          <div>
            <Button type="button" $variant="secondary" onClick={() => setSentTo(null)}>
              {t('PasswordReset.Forgot.TryAgain')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Intro>{t('PasswordReset.Forgot.Intro')}</Intro>
          {limited ? (
            <FormMessage $tone="error" role="alert">
              <p>{limited}</p>
            </FormMessage>
          ) : null}
          <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
            <TextField
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              label={t('PasswordReset.Forgot.Email')}
              error={fieldErrorText(t, errors.Email)}
              {...form.register('Email')}
            />
            <div>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('PasswordReset.Forgot.Sending') : t('PasswordReset.Forgot.Submit')}
              </Button>
            </div>
          </Form>
        </>
      )}
      <p>
        <SmartLink href={paths.login}>{t('PasswordReset.BackToLogin')}</SmartLink>
      </p>
    </>
  )
}
