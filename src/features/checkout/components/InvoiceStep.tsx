// Step 2, "Dine oplysninger": the invoice fields of GET invoicedetails (for a guest, a consumer or a business, in
// every display mode of docs/product.md §4) rendered by FieldRenderer in one react-hook-form form: validated on the step's "next",
// revalidated on change, the first field with an error focused (docs/product.md §5). The handler POSTs every value; a 400
// ContainsError puts the server's messages beneath their fields and the step stays. Errors the payment brought back
// (ErrorMessage) arrive as `pendingErrors` and are shown the same way when the step opens.
//
// Asked once (docs/adr/0035): a delivery to an address fills in what the invoice has not got yet (name, phone,
// address), and "Billing address same as delivery address", ticked unless the invoice already holds another
// address, hides the address fields and sends the delivery's. Unticked, the billing address typed before comes back.
// A service point or a pickup has no address to share: the step asks for the billing address as before. What was
// typed and not saved outlives going back to the delivery step (drafts.ts).
import { useEffect, useImperativeHandle, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import { allFields, isEditable, type FieldDefinition, type FieldValue } from '@/components/Form/fieldDefinition'
import { zodResolver } from '@/components/Form/zodResolver'
import { CheckboxField } from '@/components/Form/TextField'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { useAuth } from '@/features/auth/auth-context'
import { isApiError } from '@/lib/apiError'
import { useAddressSuggestionsAvailable } from '../api/get-address-suggestions'
import { useInvoiceDetails } from '../api/get-invoice-details'
import { useSaveInvoiceDetails } from '../api/save-invoice-details'
import { AddressSuggestField } from './AddressSuggestField'
import { withDraft } from './AddressForm'
import { checkoutSchema, withInputHints } from './checkoutRules'
import { useDraft, useKeepDraft } from './drafts'
import { editableFieldNames } from './fieldNames'
import { useCheckoutResume } from './resume'
import { ServerFields } from './ServerFields'
import { showFieldErrors, showServerFieldErrors, type FormAlert } from './serverErrors'
import type { HandleRef, StepHandle } from './stepHandle'
import { StepSection } from './styles'
import { usePostcodes, useZipFillsCity } from './usePostcodes'

export type PendingFieldErrors = { errors: Record<string, string>; message: string | null }

/** The delivery address the invoice starts from (a home or courier delivery's; null for a service point or pickup). */
export type DeliveryPrefill = { Name: string; Company: string | null; Address: string; Zip: string; City: string; Phone?: string | null }

type Props = {
  basketUid: string
  handleRef: HandleRef<StepHandle>
  pendingErrors: PendingFieldErrors | null
  onPendingErrorsShown: () => void
  delivery?: DeliveryPrefill | null
}

/** Half-width fields on wider screens (pairs that belong together). */
const HALF = new Set(['FirstName', 'LastName', 'Email', 'Phone', 'Zip', 'City', 'Cvr', 'Ean'])

const INVOICE_DRAFT = 'invoice'
const SAME_KEY = '__sameAsDelivery'
const BILLING_KEY = '__billingAddress'
const ADDRESS = ['Address', 'Zip', 'City'] as const
type AddressValues = Record<(typeof ADDRESS)[number], string>

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const sameText = (a: unknown, b: unknown) => text(a).toLocaleLowerCase('da') === text(b).toLocaleLowerCase('da')
const addressOf = (values: Record<string, unknown>): AddressValues => ({
  Address: text(values.Address),
  Zip: text(values.Zip),
  City: text(values.City),
})

/** The invoice's values with the delivery's in the editable fields still empty (the name split at its last space). */
export function prefillFromDelivery(fields: readonly FieldDefinition[], values: Record<string, FieldValue>, delivery: DeliveryPrefill) {
  const editable = new Set(
    allFields(fields)
      .filter(isEditable)
      .map((field) => field.Name),
  )
  const fill = (name: string, value: string | null | undefined) => {
    if (editable.has(name) && text(values[name]) === '' && value && value.trim() !== '') values[name] = value.trim()
  }
  const name = delivery.Name.trim()
  if (name !== '' && text(values.FirstName) === '' && text(values.LastName) === '') {
    const space = name.lastIndexOf(' ')
    fill('FirstName', space > 0 ? name.slice(0, space) : name)
    if (space > 0) fill('LastName', name.slice(space + 1))
  }
  fill('Phone', delivery.Phone)
  fill('Company', delivery.Company)
  for (const field of ADDRESS) fill(field, delivery[field])
  return values
}

export function InvoiceStep({ basketUid, ...rest }: Props) {
  const details = useInvoiceDetails(basketUid)
  // The checkout opens the wizard once these are loaded; the step keeps them for as long as it is open.
  if (!details.data) return null
  return <InvoiceForm basketUid={basketUid} fields={details.data.Fields} {...rest} />
}

function InvoiceForm({
  basketUid,
  fields: loaded,
  handleRef,
  pendingErrors,
  onPendingErrorsShown,
  delivery = null,
}: Props & { fields: FieldDefinition[] }) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const save = useSaveInvoiceDetails(basketUid)
  const { refresh } = useAuth()
  const { resumeAt } = useCheckoutResume()
  // The fields as they were when the step opened: a later answer does not reset what the shopper typed.
  const [fields] = useState(() => withInputHints(loaded))
  const draft = useDraft(INVOICE_DRAFT)
  const { townOf, latest } = usePostcodes()
  const [alert, setAlert] = useState<FormAlert | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const suggest = useAddressSuggestionsAvailable()

  // Where the delivery's address can stand for the invoice's: a delivery to an address, and address fields to take it.
  const shareable =
    delivery !== null && ADDRESS.every((name) => allFields(fields).some((field) => field.Name === name && isEditable(field)))
  const [start] = useState(() => {
    const server = withDraft(fields, undefined)
    const values = withDraft(fields, draft)
    const stored = addressOf(server)
    const storedIsDelivery = delivery !== null && ADDRESS.every((name) => sameText(stored[name], delivery[name]))
    const storedIsEmpty = ADDRESS.every((name) => stored[name] === '')
    const keptSame = draft?.[SAME_KEY]
    const same = shareable && (typeof keptSame === 'boolean' ? keptSame : storedIsEmpty || storedIsDelivery)
    const keptBilling = draft?.[BILLING_KEY] as AddressValues | undefined
    // The billing address that comes back when the box is unticked: typed before, or the one the invoice holds.
    const billing: AddressValues = keptBilling ?? (same ? stored : addressOf(values))
    if (delivery) prefillFromDelivery(fields, values, delivery)
    if (same && delivery) for (const name of ADDRESS) values[name] = delivery[name]
    return { values, same, billing }
  })
  const [same, setSame] = useState(start.same)
  const billing = useRef<AddressValues>(start.billing)
  const [resolver] = useState(() => zodResolver(checkoutSchema(fields, latest)))
  const form = useForm<Record<string, unknown>>({
    defaultValues: start.values,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const names = editableFieldNames(fields)
  useZipFillsCity(form, townOf)
  useKeepDraft(INVOICE_DRAFT, form, () => ({ [SAME_KEY]: same, [BILLING_KEY]: same ? billing.current : addressOf(form.getValues()) }))

  const chooseSame = (checked: boolean) => {
    if (!delivery) return
    if (checked) {
      billing.current = addressOf(form.getValues())
      for (const name of ADDRESS) form.setValue(name, delivery[name])
      form.clearErrors([...ADDRESS])
    } else {
      for (const name of ADDRESS) form.setValue(name, billing.current[name])
    }
    setSame(checked)
  }

  // Set when the alert is all there is to look at (no field took the focus).
  const focusAlert = useRef(false)

  const show = (shown: FormAlert) => {
    // The alert is for what cannot be shown beneath a field here.
    setAlert(shown.others.length > 0 ? shown : null)
    focusAlert.current = shown.others.length > 0 && !names.some((name) => form.getFieldState(name).invalid)
  }

  /** Errors on the address while it is the delivery's: the fields open, with the address in them, to show them. */
  const openAddressFor = (errors: Record<string, string>) => {
    if (!same || !ADDRESS.some((name) => errors[name])) return
    billing.current = addressOf(form.getValues())
    setSame(false)
  }

  useEffect(() => {
    if (!alert || !focusAlert.current) return
    focusAlert.current = false
    alertRef.current?.focus()
  }, [alert])

  // Errors the payment sent back: beneath their fields as soon as the step is open.
  useEffect(() => {
    if (!pendingErrors) return
    openAddressFor(pendingErrors.errors)
    show(showFieldErrors(form, pendingErrors.errors, names, pendingErrors.message))
    onPendingErrorsShown()
    // Once, when the step opens with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useImperativeHandle(handleRef, () => ({
    submit: async () => {
      setAlert(null)
      let saved = false
      await form.handleSubmit(async (values) => {
        // Ticked: the delivery's address, as it is now.
        const body = same && delivery ? { ...values, Address: delivery.Address, Zip: delivery.Zip, City: delivery.City } : values
        try {
          const answer = await save.mutateAsync(body)
          // A guest who gave a password is a customer now: the token, the customer and their basket follow, and the
          // checkout that opens for the customer goes on to the payment.
          if (answer.SignedUp) {
            resumeAt('betaling')
            await refresh()
          }
          saved = true
        } catch (error) {
          const shown = showServerFieldErrors(form, error, names)
          if (shown) {
            if (isApiError(error)) openAddressFor(error.Errors)
            show(shown)
          } else showError(error)
        }
      })()
      return saved
    },
  }))

  const shown = same ? fields.filter((field) => !(ADDRESS as readonly string[]).includes(field.Name)) : fields
  const deliveryLine = delivery ? `${delivery.Address}, ${delivery.Zip} ${delivery.City}` : ''
  const sameChoice = shareable ? (
    <CheckboxField
      label={t('Checkout.Invoice.SameAsDelivery')}
      hint={same ? deliveryLine : undefined}
      checked={same}
      onChange={(event) => chooseSame(event.target.checked)}
      data-testid="invoice-same-as-delivery"
    />
  ) : null
  // The choice sits where the address begins: after the last name (or first among the fields, should it be missing).
  const anchor = fields.some((field) => field.Name === 'LastName') ? 'LastName' : (shown[0]?.Name ?? '')

  return (
    <FormProvider {...form}>
      <StepSection as="form" noValidate aria-label={t('Checkout.Invoice.FormLabel')} onSubmit={(event) => event.preventDefault()}>
        <ServerFields
          fields={shown}
          half={HALF}
          alert={alert}
          alertRef={alertRef}
          after={sameChoice ? { name: anchor, node: sameChoice } : undefined}
          renderField={(field, span) =>
            suggest &&
            field.Name === 'Address' &&
            field.DisplayMode !== 'ReadonlyButEditableInModal' &&
            field.DisplayMode !== 'HiddenButEditableInModal' ? (
              <AddressSuggestField field={field} span={span} />
            ) : null
          }
        />
      </StepSection>
    </FormProvider>
  )
}
