// The sign-up wizard (docs/product.md §2 wizard, docs/product.md §5 forms) for one client type: login details, (company,) contact and
// address, confirm. One react-hook-form form holds every step, so nothing typed is lost moving back and forth or
// after a failed sign-up. A step moves on only when its own fields pass (the same rules as the backend); the field
// with the first error takes the focus; a field showing an error is checked again on every change. The last step
// sends POST /api/customer/; on success the new session is picked up (useAuth().refresh()), a business customer's
// invoice defaults are saved, and onSignedUp reports the result.
//
// ContainsError / UnableToCreateCustomer (docs/product.md §8): the server's messages go beneath their fields, its Message and
// the list of failing fields into an alert, and the wizard opens the step of the first failing field and focuses
// that field (on the last step at once; on an earlier one by remounting the wizard on that step).
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { FieldRenderer } from '@/components/Form/FieldRenderer'
import { applyServerErrors } from '@/components/Form/fieldErrors'
import { FieldGrid, FormMessage } from '@/components/Form/fields'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { Wizard, type WizardStep } from '@/components/Wizard/Wizard'
import { useAuth } from '@/features/auth/auth-context'
import { zodResolver } from '@/components/Form/zodResolver'
import { readTokenCookie } from '@/features/auth/session-token'
import { CREATE_CUSTOMER_ERRORS, useCreateCustomer } from '@/features/customer/api/create-customer'
import { useUpdateCustomer } from '@/features/customer/api/update-customer'
import type { ClientType, Customer } from '@/features/customer/api/schemas'
import { isApiError } from '@/lib/apiError'
import {
  EMPTY_SIGN_UP,
  signUpSchema,
  signUpSteps,
  stepFieldNames,
  toCreateCustomerBody,
  type SignUpField,
  type SignUpStep,
  type SignUpValues,
} from './signUpForm'
import { theme } from '@/styles/theme'

export type SignUpResult = {
  customer: Customer
  /** False when the new session could not be picked up: the customer logs in by hand. */
  loggedIn: boolean
  /** False when a business customer's OrderedBy / Department could not be saved after the sign-up. */
  invoiceDefaultsSaved: boolean
}

type Props = {
  clientType: ClientType
  /** True while the account is being created (from then on the visitor may be logged in); false when it failed. */
  onSending?: (sending: boolean) => void
  onSignedUp: (result: SignUpResult) => void
}

type Alert = {
  message: string
  fields: { name: string; label: string; step: number; message: string }[]
  /** Messages for fields the form does not have. */
  others: string[]
}

const StepIntro = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
`

const StepFields = styled(FieldGrid)`
  margin-top: ${theme.space.md};
`

const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xxs};
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0 0 ${theme.space.xs};
    overflow-wrap: anywhere;
  }

  ${theme.media.tablet} {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: ${theme.space.lg};

    dd {
      margin: 0;
    }
  }
`

/** Groups a dt with its dd without taking part in the list's grid. */
const SummaryRow = styled.div`
  display: contents;
`

const SummaryTitle = styled.h4`
  margin: ${`${theme.space.md} 0 ${theme.space.xs}`};
  font-size: ${theme.fontSizes.md};
`

/** What the visitor typed, to check before the account is created. */
function Summary({ clientType }: { clientType: ClientType }) {
  const { t } = useTranslation()
  const values = useWatch<SignUpValues>()
  const rows: [string, string][] = [
    [t('Signup.Field.Email'), values.Email ?? ''],
    ...(clientType === 'B2B'
      ? ([
          [t('Signup.Field.Company'), values.Company ?? ''],
          [t('Signup.Field.Cvr'), values.Cvr ?? ''],
          [t('Signup.Field.Ean'), values.Ean ?? ''],
          [t('Signup.Field.OrderedBy'), values.OrderedBy ?? ''],
          [t('Signup.Field.Department'), values.Department ?? ''],
        ] as [string, string][])
      : []),
    [t('Signup.Summary.Name'), `${values.FirstName ?? ''} ${values.LastName ?? ''}`],
    [t('Signup.Field.Phone'), values.Phone ?? ''],
    [t('Signup.Summary.Address'), `${values.Address ?? ''}, ${values.Zip ?? ''} ${values.City ?? ''}`],
  ]
  return (
    <>
      <SummaryTitle>{t('Signup.Summary.Title')}</SummaryTitle>
      <SummaryList data-testid="signup-summary">
        {rows.map(([label, value]) => (
          <SummaryRow key={label}>
            <dt>{label}</dt>
            <dd>{value.trim() === '' || value.trim() === ',' ? t('Forms.Empty') : value.trim()}</dd>
          </SummaryRow>
        ))}
      </SummaryList>
    </>
  )
}

function StepContent({ step, clientType }: { step: SignUpStep; clientType: ClientType }) {
  const { t } = useTranslation()
  return (
    <>
      {step.id === 'company' ? <StepIntro>{t('Signup.Step.CompanyIntro')}</StepIntro> : null}
      {step.id === 'confirm' ? <Summary clientType={clientType} /> : null}
      <StepFields>
        {step.fields.map(({ field, span }) => (
          <FieldRenderer key={field.Name} field={field} span={span} />
        ))}
      </StepFields>
    </>
  )
}

export function SignUpWizard({ clientType, onSending, onSignedUp }: Props) {
  const { t } = useTranslation()
  const { refresh } = useAuth()
  const showError = useErrorToast()
  const createCustomer = useCreateCustomer()
  const saveInvoiceDefaults = useUpdateCustomer()
  const schema = useMemo(() => signUpSchema(clientType), [clientType])
  const form = useForm<SignUpValues>({
    defaultValues: EMPTY_SIGN_UP,
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const steps = signUpSteps(t, clientType)
  const [wizardKey, setWizardKey] = useState(0)
  const [openStep, setOpenStep] = useState(0)
  const [alert, setAlert] = useState<Alert | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const pendingFocus = useRef<SignUpField | 'alert' | null>(null)
  const result = useRef<SignUpResult | null>(null)
  const business = clientType === 'B2B'

  // After a failed sign-up (and a restart of the wizard), focus what the visitor has to look at.
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    if (target === 'alert') alertRef.current?.focus()
    else form.setFocus(target)
  }, [wizardKey, alert, form])

  const stepIndexOf = (name: string) => steps.findIndex((step) => (stepFieldNames(step) as string[]).includes(name))
  const labelOf = (name: string) =>
    steps.flatMap((step) => step.fields.flatMap(({ field }) => [field, ...(field.ChildItems ?? [])])).find((field) => field.Name === name)
      ?.Label ?? name

  /** Shows the step of the first failing field (see the file comment). */
  const showFirstFailing = (first: string | undefined) => {
    const index = first === undefined ? -1 : stepIndexOf(first)
    if (first !== undefined && index === steps.length - 1) {
      pendingFocus.current = first as SignUpField
    } else if (first !== undefined && index >= 0) {
      pendingFocus.current = first as SignUpField
      setOpenStep(index)
      setWizardKey((key) => key + 1)
    } else {
      pendingFocus.current = 'alert'
    }
  }

  const onFailure = (error: unknown) => {
    if (isApiError(error) && (CREATE_CUSTOMER_ERRORS as readonly (string | null)[]).includes(error.ErrorCode)) {
      const order = steps.flatMap(stepFieldNames)
      const names = applyServerErrors(form.setError, error.Errors, order)
      setAlert({
        message: error.Message ?? t('Signup.Errors.CouldNotCreate'),
        fields: names.map((name) => ({ name, label: labelOf(name), step: stepIndexOf(name) + 1, message: error.Errors[name] ?? '' })),
        others: Object.entries(error.Errors)
          .filter(([name]) => !(order as string[]).includes(name))
          .map(([, message]) => message),
      })
      showFirstFailing(names[0])
      return
    }
    // Anything else (no answer, a server fault): the docs/product.md §8 toast; the form stays as it is for another try.
    showError(error)
  }

  const send = async (values: SignUpValues): Promise<boolean> => {
    setAlert(null)
    onSending?.(true)
    let customer: Customer
    try {
      customer = (await createCustomer.mutateAsync(toCreateCustomerBody(clientType, values))).Customer
    } catch (error) {
      onSending?.(false)
      onFailure(error)
      return false
    }
    // The answer set the session cookie: ask for a token, which loads the customer into the whole shell.
    await refresh()
    const loggedIn = readTokenCookie() !== null
    let invoiceDefaultsSaved = true
    const defaults = { OrderedBy: values.OrderedBy.trim(), Department: values.Department.trim() }
    if (business && (defaults.OrderedBy !== '' || defaults.Department !== '')) {
      try {
        if (!loggedIn) throw new Error('no session for the invoice defaults')
        customer = await saveInvoiceDefaults.mutateAsync(defaults)
      } catch {
        // The account exists: the success message says where to add them instead.
        invoiceDefaultsSaved = false
      }
    }
    result.current = { customer, loggedIn, invoiceDefaultsSaved }
    return true
  }

  const submit = async (): Promise<boolean> => {
    let succeeded = false
    await form.handleSubmit(
      async (values) => {
        succeeded = await send(values)
      },
      (errors: FieldErrors<SignUpValues>) => {
        // Only the last step's fields can fail here (the others were checked on the way); should an earlier one
        // fail, the wizard shows it.
        const order = steps.flatMap(stepFieldNames)
        const first = order.find((name) => errors[name])
        if (first && stepIndexOf(first) !== steps.length - 1) showFirstFailing(first)
      },
    )()
    return succeeded
  }

  const wizardSteps: WizardStep[] = steps.map((step, index) => ({
    id: step.id,
    title: step.title,
    content: <StepContent step={step} clientType={clientType} />,
    onNext: index === steps.length - 1 ? submit : () => form.trigger(stepFieldNames(step), { shouldFocus: true }),
  }))

  return (
    <FormProvider {...form}>
      {alert ? (
        <FormMessage ref={alertRef} $tone="error" role="alert" tabIndex={-1} data-testid="signup-alert">
          <p>
            <strong>{alert.message}</strong>
          </p>
          {alert.fields.length > 0 || alert.others.length > 0 ? (
            <ul>
              {alert.fields.map((field) => (
                <li key={field.name}>{t('Signup.Errors.FieldInStep', { label: field.label, step: field.step, message: field.message })}</li>
              ))}
              {alert.others.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </FormMessage>
      ) : null}
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Wizard
          key={wizardKey}
          initialStep={openStep}
          label={t(business ? 'Signup.WizardLabelB2B' : 'Signup.WizardLabel')}
          steps={wizardSteps}
          finishLabel={t('Signup.Submit')}
          onComplete={() => {
            if (result.current) onSignedUp(result.current)
          }}
        />
      </form>
    </FormProvider>
  )
}
