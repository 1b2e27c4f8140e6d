// The customer club's sign-up form, a CMS component (docs/api/marketing.md). A guest gives an e-mail address (and a
// first name if they like) and ticks the consent, which names the terms below it; a logged-in consumer joins with
// one tick; a member is told so. Business customers are not offered the club (it is for consumers), and staff acting
// as a customer cannot give the customer's consent (docs/adr/0028).
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { applyServerErrors, fieldErrorText } from '@/components/Form/fieldErrors'
import { FormMessage } from '@/components/Form/fields'
import { CheckboxField, TextField } from '@/components/Form/TextField'
import { zodResolver } from '@/components/Form/zodResolver'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { errorMessageFor } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { useActingStaff } from '@/features/auth/acting'
import { useAuth } from '@/features/auth/auth-context'
import { useFormTracking } from '@/features/tracking/useFormTracking'
import { isApiError } from '@/lib/apiError'
import { emailSchema } from '@/lib/validation'
import { useClubConsent } from '../api/club-consent'
import { useClubSignup } from '../api/club-membership'
import { ClubTerms } from './ClubTerms'
import { theme } from '@/styles/theme'

const Form = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 560px;
`

const consentSchema = z.literal(true, { error: 'Club.ConsentRequired' })
const signupSchema = z.object({ Email: emailSchema, FirstName: z.string().trim().max(100, 'Forms.MaxLength'), Consent: consentSchema })
/** A logged-in customer joins with the account's address: only the tick is asked for. */
const joinSchema = z.object({ Email: z.string(), FirstName: z.string(), Consent: consentSchema })
type SignupValues = z.input<typeof signupSchema>
const guestResolver = zodResolver(signupSchema)
const customerResolver = zodResolver(joinSchema)

export function ClubSignupForm() {
  const { t } = useTranslation()
  const { status, customer } = useAuth()
  const acting = useActingStaff()
  const club = useClubConsent()
  const signup = useClubSignup()
  // Analytics' form_start and form_submit for the club sign-up (docs/analytics.md).
  const tracking = useFormTracking('club_signup')
  const [done, setDone] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const loggedIn = status === 'authenticated' && customer !== null
  // The login may change while the form is open; the resolver asks each time which form it is.
  const loggedInRef = useRef(loggedIn)
  loggedInRef.current = loggedIn
  const form = useForm<SignupValues>({
    defaultValues: { Email: '', FirstName: '', Consent: false as unknown as true },
    resolver: (values, context, options) => (loggedInRef.current ? customerResolver : guestResolver)(values, context, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  if (done) {
    return (
      <FormMessage ref={doneRef} tabIndex={-1} $tone="success" role="status" data-testid="club-signup-done">
        <p>{t(loggedIn ? 'Club.Joined' : 'Club.SignedUp')}</p>
      </FormMessage>
    )
  }
  if (status === 'loading' || club.isPending) return <p aria-busy="true">{t('Club.Loading')}</p>
  if (club.isError || !club.data) {
    return (
      <FormMessage $tone="error" role="alert">
        <p>{t('Club.LoadFailed')}</p>
      </FormMessage>
    )
  }
  if (loggedIn && club.data.ClubMember) {
    return (
      <FormMessage $tone="info" data-testid="club-member">
        <p>
          {t('Club.AlreadyMember')} <SmartLink href={paths.account}>{t('Club.SeeAccount')}</SmartLink>
        </p>
      </FormMessage>
    )
  }
  if (loggedIn && customer.ClientType === 'B2B') {
    return (
      <FormMessage $tone="info">
        <p>{t('Club.ConsumersOnly')}</p>
      </FormMessage>
    )
  }
  if (acting) {
    return (
      <FormMessage $tone="info">
        <p>{t('Club.Acting')}</p>
      </FormMessage>
    )
  }

  const version = club.data.Version
  const onSubmit = async (values: SignupValues) => {
    setProblem(null)
    tracking.trackSubmit()
    try {
      await signup.mutateAsync({ email: loggedIn ? customer.Email : values.Email, firstName: values.FirstName, version })
      setDone(true)
    } catch (error) {
      // The terms changed while the form was open: they are read again, and the visitor ticks again.
      if (isApiError(error) && error.ErrorCode === 'ClubTermsChanged') {
        form.setValue('Consent', false as unknown as true)
        void club.refetch()
      }
      if (isApiError(error) && applyServerErrors(form.setError, error.Errors, ['Email', 'FirstName']).length > 0) return
      setProblem(errorMessageFor(error, t))
    }
  }

  return (
    <Form
      noValidate
      aria-label={t('Club.FormLabel')}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      data-testid="club-signup"
    >
      {problem ? (
        <FormMessage $tone="error" role="alert">
          <p>{problem}</p>
        </FormMessage>
      ) : null}
      {loggedIn ? null : (
        <>
          <TextField
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            label={t('Club.Email')}
            error={fieldErrorText(t, errors.Email)}
            {...form.register('Email')}
          />
          <TextField
            autoComplete="given-name"
            optional
            label={t('Club.FirstName')}
            error={fieldErrorText(t, errors.FirstName)}
            {...form.register('FirstName')}
          />
        </>
      )}
      <CheckboxField label={t('Club.Consent')} error={fieldErrorText(t, errors.Consent)} {...form.register('Consent')} />
      <ClubTerms text={club.data.Text} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('Club.Sending') : t(loggedIn ? 'Club.Join' : 'Club.SignUp')}
        </Button>
      </div>
    </Form>
  )
}
