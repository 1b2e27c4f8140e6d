// "Gem dine oplysninger til næste gang": a guest who just ordered makes an account from the receipt with one field,
// the password (POST order/{orderUid}/account/, docs/adr/0042). Shown only to a guest, while the receipt offers it
// (`AccountOffer`) and this tab still holds the basket the order was placed from (orderBasket.ts), which is the
// proof the backend asks for. Success logs the guest in (the session cookie; then useAuth().refresh()). An e-mail
// with an account already is answered as sign-up answers it, and the offer turns into a way to log in.
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useRouter } from 'next/router'
import styled from 'styled-components'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { applyServerErrors, fieldErrorText } from '@/components/Form/fieldErrors'
import { FormMessage } from '@/components/Form/fields'
import { PasswordField } from '@/components/Form/TextField'
import { zodResolver } from '@/components/Form/zodResolver'
import { useAuth } from '@/features/auth/auth-context'
import type { Receipt } from '@/features/orders/api/get-receipt'
import { useTranslation } from '@/i18n/texts'
import { isApiError } from '@/lib/apiError'
import { toLocale } from '@/lib/culture'
import { passwordSchema } from '@/lib/validation'
import { useCreateOrderAccount } from '../api/create-order-account'
import { forgetOrderBasket, orderBasketOf } from '../orderBasket'
import { receiptNextOf } from '../receiptNext'
import { theme } from '@/styles/theme'

const accountSchema = z.object({ Password: passwordSchema })
type AccountValues = z.infer<typeof accountSchema>

const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  form {
    display: grid;
    gap: ${theme.space.sm};
    max-width: 420px;
  }
`

/** Lets a password manager save the new password under the order's e-mail (it is not shown). */
const HiddenUsername = styled.input`
  display: none;
`

type Outcome = 'offer' | 'created' | 'exists'

export function GuestAccountOffer({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation()
  const headingId = useId()
  const { status, refresh, openLogin } = useAuth()
  const culture = toLocale(useRouter().locale)
  // Read once: the receipt is a client-side page, and the proof does not change while it is shown.
  const [basketUid] = useState(() => orderBasketOf(receipt.Uid))
  const [outcome, setOutcome] = useState<Outcome>('offer')
  const [failure, setFailure] = useState<string | null>(null)
  const messageRef = useRef<HTMLDivElement>(null)
  const create = useCreateOrderAccount()
  const form = useForm<AccountValues>({
    defaultValues: { Password: '' },
    resolver: zodResolver(accountSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (outcome !== 'offer') messageRef.current?.focus()
  }, [outcome])

  if (outcome === 'created') {
    return (
      <FormMessage $tone="success" role="status" ref={messageRef} tabIndex={-1} data-testid="order-account-created">
        <p>
          <strong>{t('Checkout.Account.Created')}</strong>
        </p>
        <p>{t('Checkout.Account.CreatedText')}</p>
      </FormMessage>
    )
  }
  if (outcome === 'exists') {
    return (
      <FormMessage $tone="info" role="status" ref={messageRef} tabIndex={-1} data-testid="order-account-exists">
        <p>{t('Checkout.Account.Exists', { email: receipt.Email ?? '' })}</p>
        <div>
          <Button type="button" $variant="secondary" onClick={() => openLogin()}>
            {t('Checkout.Account.LogIn')}
          </Button>
        </div>
      </FormMessage>
    )
  }
  if (status !== 'guest' || !basketUid || !receiptNextOf(receipt).AccountOffer) return null

  const onSubmit = async ({ Password }: AccountValues) => {
    setFailure(null)
    try {
      await create.mutateAsync({ orderUid: receipt.Uid, basketUid, password: Password, culture })
      forgetOrderBasket(receipt.Uid)
      form.reset()
      setOutcome('created')
      await refresh()
    } catch (error) {
      if (isApiError(error) && error.ErrorCode === 'UnableToCreateCustomer') {
        setOutcome('exists')
        return
      }
      if (
        isApiError(error) &&
        error.ErrorCode === 'ContainsError' &&
        applyServerErrors(form.setError, error.Errors, ['Password']).length > 0
      ) {
        form.setFocus('Password')
        return
      }
      setFailure(isApiError(error) && error.status !== 404 && error.Message ? error.Message : t('Checkout.Account.Failed'))
    }
  }

  return (
    <Section aria-labelledby={headingId} data-testid="order-account">
      <h2 id={headingId}>{t('Checkout.Account.Heading')}</h2>
      <p>{t('Checkout.Account.Intro', { email: receipt.Email ?? '' })}</p>
      {failure ? (
        <FormMessage $tone="error" role="alert">
          <p>{failure}</p>
        </FormMessage>
      ) : null}
      <form noValidate aria-labelledby={headingId} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <HiddenUsername
          type="email"
          name="username"
          autoComplete="username"
          value={receipt.Email ?? ''}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
        />
        <PasswordField
          label={t('Checkout.Account.Password')}
          hint={t('Forms.PasswordHint')}
          autoComplete="new-password"
          error={fieldErrorText(t, errors.Password)}
          {...form.register('Password')}
        />
        <div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('Checkout.Account.Submitting') : t('Checkout.Account.Submit')}
          </Button>
        </div>
      </form>
    </Section>
  )
}
