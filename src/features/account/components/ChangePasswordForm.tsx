// Change the password (/konto/adgangskode/): the current one, the new one with the rules stated, and the new one
// again; PUT /api/customer/password/ (docs/api/customers.md). A wrong current password comes back as
// `Errors.CurrentPassword` and shows beneath that field, which takes the focus. The backend ends every other session
// of the account and keeps this one, so the customer stays logged in here. While staff act as the customer the
// password is the customer's alone (docs/adr/0028-staff-acting-as-customers.md): a note instead of the form.
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { fieldErrorText } from '@/components/Form/fieldErrors'
import { FormMessage } from '@/components/Form/fields'
import { PasswordField } from '@/components/Form/TextField'
import { showSuccessToast } from '@/components/Toasts/Toasts'
import { zodResolver } from '@/components/Form/zodResolver'
import { useActingStaff } from '@/features/auth/acting'
import { useChangePassword } from '@/features/customer/api/change-password'
import type { Customer } from '@/features/customer/api/schemas'
import { passwordSchema } from '@/lib/validation'
import { useSaveErrorHandler } from '../serverErrors'
import { Actions, Card, Form } from '../styles'
import { theme } from '@/styles/theme'

const changePasswordSchema = z
  .object({
    CurrentPassword: z.string().min(1, 'Account.Password.CurrentRequired'),
    NewPassword: passwordSchema,
    RepeatPassword: z.string().min(1, 'Forms.RepeatPassword'),
  })
  .refine((values) => values.RepeatPassword === '' || values.RepeatPassword === values.NewPassword, {
    path: ['RepeatPassword'],
    message: 'Forms.PasswordsDiffer',
    // Checked even while another field fails, so every mistake shows at once.
    when: () => true,
  })
type ChangePasswordValues = z.infer<typeof changePasswordSchema>

const FIELDS = ['CurrentPassword', 'NewPassword', 'RepeatPassword'] as const

const Narrow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-width: 480px;
`

/** Lets a password manager know whose password changes (it is not shown). */
const HiddenUsername = styled.input`
  display: none;
`

export function ChangePasswordForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const acting = useActingStaff()
  if (!acting) return <PasswordForm customer={customer} />
  return (
    <Card aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{t('Account.Password.Heading')}</h2>
      <FormMessage $tone="info" data-testid="password-acting-note">
        <p>{t('Account.Password.Acting')}</p>
      </FormMessage>
    </Card>
  )
}

function PasswordForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const change = useChangePassword()
  const [done, setDone] = useState(false)
  const doneRef = useRef<HTMLDivElement>(null)
  const form = useForm<ChangePasswordValues>({
    defaultValues: { CurrentPassword: '', NewPassword: '', RepeatPassword: '' },
    resolver: zodResolver(changePasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const onSaveError = useSaveErrorHandler(form, FIELDS)
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  const onSubmit = async ({ CurrentPassword, NewPassword }: ChangePasswordValues) => {
    setDone(false)
    try {
      await change.mutateAsync({ CurrentPassword, NewPassword })
      // Passwords do not stay in the page once they have done their work.
      form.reset()
      setDone(true)
      showSuccessToast(t('Account.Password.Changed'))
    } catch (failure) {
      onSaveError(failure)
    }
  }

  return (
    <Card aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{t('Account.Password.Heading')}</h2>
      <p>{t('Account.Password.Intro')}</p>
      {done ? (
        <FormMessage $tone="success" role="status" ref={doneRef} tabIndex={-1} data-testid="password-changed">
          <p>
            <strong>{t('Account.Password.Changed')}</strong>
          </p>
          <p>{t('Account.Password.ChangedText')}</p>
        </FormMessage>
      ) : null}
      <Form noValidate aria-label={t('Account.Password.Heading')} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <HiddenUsername
          type="email"
          name="username"
          autoComplete="username"
          value={customer.Email}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
        />
        <Narrow>
          <PasswordField
            label={t('Account.Password.Current')}
            autoComplete="current-password"
            error={fieldErrorText(t, errors.CurrentPassword)}
            {...form.register('CurrentPassword')}
          />
          <PasswordField
            label={t('Account.Password.New')}
            hint={t('Forms.PasswordHint')}
            autoComplete="new-password"
            error={fieldErrorText(t, errors.NewPassword)}
            {...form.register('NewPassword')}
          />
          <PasswordField
            label={t('Account.Password.Repeat')}
            autoComplete="new-password"
            error={fieldErrorText(t, errors.RepeatPassword)}
            {...form.register('RepeatPassword')}
          />
        </Narrow>
        <Actions>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('Account.Saving') : t('Account.Password.Submit')}
          </Button>
        </Actions>
      </Form>
    </Card>
  )
}
