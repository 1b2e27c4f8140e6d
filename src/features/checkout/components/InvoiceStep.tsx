// Step 2, "Dine oplysninger": the invoice fields of GET invoicedetails (for a guest, a consumer or a business, in
// every display mode of docs/product.md §4) rendered by FieldRenderer in one react-hook-form form: validated on the step's "next",
// revalidated on change, the first field with an error focused (docs/product.md §5). The handler POSTs every value; a 400
// ContainsError puts the server's messages beneath their fields and the step stays. Errors the payment brought back
// (ErrorMessage) arrive as `pendingErrors` and are shown the same way when the step opens.
import { useEffect, useImperativeHandle, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import { defaultValuesFor, schemaForFields, type FieldDefinition } from '@/components/Form/fieldDefinition'
import { zodResolver } from '@/components/Form/zodResolver'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { useAuth } from '@/features/auth/auth-context'
import { useInvoiceDetails } from '../api/get-invoice-details'
import { useSaveInvoiceDetails } from '../api/save-invoice-details'
import { editableFieldNames } from './fieldNames'
import { useCheckoutResume } from './resume'
import { ServerFields } from './ServerFields'
import { showFieldErrors, showServerFieldErrors, type FormAlert } from './serverErrors'
import type { HandleRef, StepHandle } from './stepHandle'
import { StepSection } from './styles'

export type PendingFieldErrors = { errors: Record<string, string>; message: string | null }

type Props = {
  basketUid: string
  handleRef: HandleRef<StepHandle>
  pendingErrors: PendingFieldErrors | null
  onPendingErrorsShown: () => void
}

/** Half-width fields on wider screens (pairs that belong together). */
const HALF = new Set(['FirstName', 'LastName', 'Email', 'Phone', 'Zip', 'City', 'Cvr', 'Ean'])

export function InvoiceStep({ basketUid, ...rest }: Props) {
  const details = useInvoiceDetails(basketUid)
  // The checkout opens the wizard once these are loaded; the step keeps them for as long as it is open.
  if (!details.data) return null
  return <InvoiceForm basketUid={basketUid} fields={details.data.Fields} {...rest} />
}

function InvoiceForm({ basketUid, fields: loaded, handleRef, pendingErrors, onPendingErrorsShown }: Props & { fields: FieldDefinition[] }) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const save = useSaveInvoiceDetails(basketUid)
  const { refresh } = useAuth()
  const { resumeAt } = useCheckoutResume()
  // The fields as they were when the step opened: a later answer does not reset what the shopper typed.
  const [fields] = useState(loaded)
  const [alert, setAlert] = useState<FormAlert | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const form = useForm<Record<string, unknown>>({
    defaultValues: defaultValuesFor(fields),
    resolver: zodResolver(schemaForFields(fields)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const names = editableFieldNames(fields)

  // Set when the alert is all there is to look at (no field took the focus).
  const focusAlert = useRef(false)

  const show = (shown: FormAlert) => {
    // The alert is for what cannot be shown beneath a field here.
    setAlert(shown.others.length > 0 ? shown : null)
    focusAlert.current = shown.others.length > 0 && !names.some((name) => form.getFieldState(name).invalid)
  }

  useEffect(() => {
    if (!alert || !focusAlert.current) return
    focusAlert.current = false
    alertRef.current?.focus()
  }, [alert])

  // Errors the payment sent back: beneath their fields as soon as the step is open.
  useEffect(() => {
    if (!pendingErrors) return
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
        try {
          const answer = await save.mutateAsync(values)
          // A guest who gave a password is a customer now: the token, the customer and their basket follow, and the
          // checkout that opens for the customer goes on to the payment.
          if (answer.SignedUp) {
            resumeAt('betaling')
            await refresh()
          }
          saved = true
        } catch (error) {
          const shown = showServerFieldErrors(form, error, names)
          if (shown) show(shown)
          else showError(error)
        }
      })()
      return saved
    },
  }))

  return (
    <FormProvider {...form}>
      <StepSection as="form" noValidate aria-label={t('Checkout.Invoice.FormLabel')} onSubmit={(event) => event.preventDefault()}>
        <ServerFields fields={fields} half={HALF} alert={alert} alertRef={alertRef} />
      </StepSection>
    </FormProvider>
  )
}
