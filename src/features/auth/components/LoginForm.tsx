// The login form of both dialogs and the login page: e-mail and password for one client type (the consumer login,
// B2C, or the business login, B2B). It validates on submit and again on every change, focuses the first field with
// an error and writes errors beneath the fields (docs/product.md §5). Each result of POST /api/login/ (docs/product.md §8) has its own
// message and next step:
// - InvalidCredentials: the message; the e-mail stays, the password is emptied and focused.
// - InvalidAccountSetup: the server's message (it names the right login, or says the account is blocked) and a
//   button that switches to the other login with the e-mail kept.
// - RequiresClubMemberConsent: a consent step with the club's terms; accepting sends the login again with
//   ClubMemberConsent: true.
// - TooManyAttempts: when the lock lifts, in the visitor's local time; the button stays disabled until then.
// - Success: the token flow runs (onLoggedIn), a toast welcomes the customer and onSuccess closes or moves on.
import { useEffect, useId, useRef, useState, type Ref } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import * as z from 'zod'
import { Button } from '@/components/Button/Button'
import { Field, FieldError, Input, Label } from '@/components/Form/fields'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { errorMessageFor, showSuccessToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { ORDER_LOOKUP_PATH } from '@/features/orders/paths'
import type { ClientType, Customer } from '@/features/customer/api/schemas'
import { toLocale } from '@/lib/culture'
import { useLogin, type LoginAnswer } from '../api/login'
import { zodResolver } from '@/components/Form/zodResolver'
import { PasswordInput } from '@/components/Form/PasswordInput'
import { ConsentStep } from './ConsentStep'
import { Alert, Form, Links } from './loginFormStyles'

export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Auth.Errors.EmailRequired').email('Auth.Errors.EmailInvalid'),
  password: z.string().min(1, 'Auth.Errors.PasswordRequired'),
})
type LoginFormInput = z.input<typeof loginFormSchema>
type LoginFormValues = z.output<typeof loginFormSchema>

const TIME_LOCALES = { da: 'da-DK', en: 'en-GB' } as const

/** The time a lock lifts, in the visitor's own time zone (hours and minutes). */
export function formatLockTime(until: Date, locale: 'da' | 'en'): string {
  return new Intl.DateTimeFormat(TIME_LOCALES[locale], { hour: '2-digit', minute: '2-digit' }).format(until)
}

type Outcome =
  | { kind: 'InvalidCredentials' }
  | { kind: 'InvalidAccountSetup'; message: string | null }
  | { kind: 'TooManyAttempts'; lockedUntil: Date | null; message: string | null }
  | { kind: 'Error'; message: string }

export type LoginFormProps = {
  clientType: ClientType
  initialEmail?: string
  /** Runs the token flow after a successful login; false when it could not log the visitor in after all. */
  onLoggedIn: () => Promise<boolean>
  /** After the welcome toast: the dialog closes, the page moves on. */
  onSuccess: (customer: Customer | null) => void
  /** Switches to the other login, keeping what was typed in the e-mail field. */
  onSwitch: (clientType: ClientType, email: string) => void
  /** A link in the form was followed (the dialog closes). */
  onNavigate?: () => void
  /** Gets the e-mail field, e.g. for a dialog's initial focus. */
  emailRef?: Ref<HTMLInputElement | null>
}

const otherClientType = (clientType: ClientType): ClientType => (clientType === 'B2B' ? 'B2C' : 'B2B')

export function LoginForm({ clientType, initialEmail = '', onLoggedIn, onSuccess, onSwitch, onNavigate, emailRef }: LoginFormProps) {
  const { t, i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const id = useId()
  const login = useLogin()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [consentStep, setConsentStep] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { email: initialEmail, password: '' },
  })

  // A locked account: the button is disabled until the lock lifts, then the message goes.
  const lockedUntil = outcome?.kind === 'TooManyAttempts' ? outcome.lockedUntil : null
  const locked = lockedUntil !== null && lockedUntil.getTime() > now
  useEffect(() => {
    if (!lockedUntil) return
    const wait = lockedUntil.getTime() - Date.now()
    if (wait <= 0) return
    const timer = window.setTimeout(() => {
      setNow(Date.now())
      setOutcome(null)
    }, wait)
    return () => window.clearTimeout(timer)
  }, [lockedUntil])

  // Arriving from the other login with the e-mail filled in: the password is what is left to type.
  useEffect(() => {
    if (initialEmail) setFocus('password')
  }, [initialEmail, setFocus])

  const emailField = register('email')
  const passwordField = register('password')

  const showOutcome = (next: Outcome) => {
    setNow(Date.now())
    setOutcome(next)
  }

  const handleAnswer = async (answer: LoginAnswer) => {
    switch (answer.Result) {
      case 'Success': {
        const ok = await onLoggedIn()
        if (!ok) {
          showOutcome({ kind: 'Error', message: errorMessageFor(null, t) })
          return
        }
        const name = answer.Customer?.FirstName
        showSuccessToast(name ? t('Auth.LoggedInAs', { name }) : t('Auth.LoggedIn'))
        onSuccess(answer.Customer ?? null)
        return
      }
      case 'InvalidCredentials':
        setConsentStep(false)
        showOutcome({ kind: 'InvalidCredentials' })
        setValue('password', '')
        setFocus('password')
        return
      case 'InvalidAccountSetup':
        setConsentStep(false)
        showOutcome({ kind: 'InvalidAccountSetup', message: answer.Message ?? null })
        return
      case 'RequiresClubMemberConsent':
        setOutcome(null)
        setConsentStep(true)
        return
      case 'TooManyAttempts':
        setConsentStep(false)
        showOutcome({
          kind: 'TooManyAttempts',
          lockedUntil: answer.LockedUntil ? new Date(answer.LockedUntil) : null,
          message: answer.Message ?? null,
        })
        return
    }
  }

  const send = async (values: LoginFormValues, clubMemberConsent: boolean) => {
    try {
      const answer = await login.mutateAsync({
        Email: values.email,
        Password: values.password,
        ClientType: clientType,
        ClubMemberConsent: clubMemberConsent,
      })
      await handleAnswer(answer)
    } catch (error) {
      showOutcome({ kind: 'Error', message: errorMessageFor(error, t) })
    }
  }

  // Result messages are announced (role="alert"); the consent step gets focus when it appears.
  const consentRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (consentStep) consentRef.current?.focus()
  }, [consentStep])

  const busy = isSubmitting || login.isPending

  if (consentStep) {
    return (
      <ConsentStep
        headingRef={consentRef}
        busy={busy}
        onBack={() => setConsentStep(false)}
        onAccept={() => {
          const parsed = loginFormSchema.safeParse(getValues())
          if (parsed.success) return send(parsed.data, true)
          setConsentStep(false)
          return Promise.resolve()
        }}
      />
    )
  }

  const other = otherClientType(clientType)
  const signUpPath = clientType === 'B2B' ? paths.createBusinessCustomer : paths.createCustomer

  return (
    <Form noValidate onSubmit={handleSubmit((values) => send(values, false))}>
      <Field>
        <Label htmlFor={`${id}-email`}>{t('Auth.Email')}</Label>
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
        <Label htmlFor={`${id}-password`}>{t('Auth.Password')}</Label>
        <PasswordInput
          {...passwordField}
          id={`${id}-password`}
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
        />
        {errors.password?.message ? <FieldError id={`${id}-password-error`}>{t(errors.password.message)}</FieldError> : null}
      </Field>

      <div>
        {outcome ? (
          <Alert role="alert" $tone="error" data-testid="login-outcome">
            <OutcomeMessage outcome={outcome} clientType={clientType} locale={locale} />
            {outcome.kind === 'InvalidAccountSetup' ? (
              <Button type="button" $variant="secondary" onClick={() => onSwitch(other, getValues('email'))}>
                {t(other === 'B2B' ? 'Auth.SwitchToBusiness' : 'Auth.SwitchToConsumer')}
              </Button>
            ) : null}
            {outcome.kind === 'TooManyAttempts' ? (
              <p>
                <SmartLink href={paths.forgotPassword} onClick={onNavigate}>
                  {t('Auth.ResetInstead')}
                </SmartLink>
              </p>
            ) : null}
          </Alert>
        ) : null}
      </div>

      <Button type="submit" $fullWidth disabled={busy || locked} aria-busy={busy || undefined}>
        {busy ? t('Auth.LoggingIn') : t(clientType === 'B2B' ? 'Auth.SubmitBusiness' : 'Auth.Submit')}
      </Button>

      <Links>
        <SmartLink href={paths.forgotPassword} onClick={onNavigate}>
          {t('Auth.ForgotPassword')}
        </SmartLink>
        <SmartLink href={signUpPath} onClick={onNavigate}>
          {t(clientType === 'B2B' ? 'Auth.CreateBusinessAccount' : 'Auth.CreateAccount')}
        </SmartLink>
        <SmartLink href={ORDER_LOOKUP_PATH} onClick={onNavigate}>
          {t('OrderLookup.GuestLink')}
        </SmartLink>
      </Links>
    </Form>
  )
}

function OutcomeMessage({ outcome, clientType, locale }: { outcome: Outcome; clientType: ClientType; locale: 'da' | 'en' }) {
  const { t } = useTranslation()
  switch (outcome.kind) {
    case 'InvalidCredentials':
      return <p>{t('Auth.Result.InvalidCredentials')}</p>
    case 'InvalidAccountSetup':
      // The server knows why (the other login, or a blocked account) and says so in the culture.
      return <p>{outcome.message ?? t(clientType === 'B2B' ? 'Auth.Result.UseConsumerLogin' : 'Auth.Result.UseBusinessLogin')}</p>
    case 'TooManyAttempts':
      return (
        <p>
          {outcome.lockedUntil
            ? t('Auth.Result.TooManyAttemptsUntil', { time: formatLockTime(outcome.lockedUntil, locale) })
            : (outcome.message ?? t('Auth.Result.TooManyAttempts'))}
        </p>
      )
    case 'Error':
      return <p>{outcome.message}</p>
  }
}
