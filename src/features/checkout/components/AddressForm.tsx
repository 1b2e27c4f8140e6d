// The recipient's address for home delivery and Burd: the fields of GET deliveryaddress/{id} (filled from the
// stored address or the profile) rendered by FieldRenderer in a react-hook-form form (docs/product.md §5: validated on the
// step's "next", revalidated on change, the first field with an error focused). The step's handler sends them with
// PUT deliveryadress/{id}; the server's field errors (Burd outside its area: on Zip) go beneath the fields and the
// step stays. The checkout's own rules and autofill hints (checkoutRules.ts), a postcode fills in the town, the
// address field suggests addresses where the shop has a register, and what was typed outlives a step change
// (drafts.ts; docs/adr/0035).
import { useImperativeHandle, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import { Button } from '@/components/Button/Button'
import { defaultValuesFor, type FieldDefinition } from '@/components/Form/fieldDefinition'
import { FormMessage } from '@/components/Form/fields'
import { zodResolver } from '@/components/Form/zodResolver'
import { useErrorToast } from '@/components/Toasts/Toasts'
import { useAddressSuggestionsAvailable } from '../api/get-address-suggestions'
import { useDeliveryAddressForm } from '../api/get-delivery-address'
import { useSetDeliveryAddress } from '../api/set-delivery-address'
import { AddressSuggestField } from './AddressSuggestField'
import { checkoutSchema, withInputHints } from './checkoutRules'
import { useDraft, useKeepDraft, type Draft } from './drafts'
import { editableFieldNames } from './fieldNames'
import { ServerFields } from './ServerFields'
import { showServerFieldErrors, type FormAlert } from './serverErrors'
import type { DeliveryDetailsHandle, HandleRef } from './stepHandle'
import { Note, Skeleton } from './styles'
import { usePostcodes, useZipFillsCity } from './usePostcodes'

type Props = { basketUid: string; deliveryMethodId: string; handleRef: HandleRef<DeliveryDetailsHandle> }

/** Half-width fields on wider screens. */
const HALF = new Set(['Zip', 'City', 'Name', 'Company'])

/** The delivery address's draft: one for all address methods, so switching between them keeps it. */
export const DELIVERY_DRAFT = 'delivery'

/** The server's values with a draft's on top (only the fields the form has, only text). */
export function withDraft(fields: readonly FieldDefinition[], draft: Draft | undefined) {
  const values = defaultValuesFor(fields)
  if (!draft) return values
  for (const name of editableFieldNames(fields)) {
    const kept = draft[name]
    if (typeof kept === 'string' || typeof kept === 'boolean') values[name] = kept
  }
  return values
}

export function AddressForm({ basketUid, deliveryMethodId, handleRef }: Props) {
  const { t } = useTranslation()
  const form = useDeliveryAddressForm(basketUid, deliveryMethodId)
  if (form.data) return <AddressFields key={deliveryMethodId} basketUid={basketUid} fields={form.data.Fields} handleRef={handleRef} />
  if (form.isError) {
    return (
      <FormMessage $tone="error" role="alert">
        <p>{t('Checkout.Delivery.AddressLoadFailed')}</p>
        <Button type="button" $variant="secondary" onClick={() => void form.refetch()}>
          {t('Checkout.TryAgain')}
        </Button>
      </FormMessage>
    )
  }
  return (
    <div aria-busy="true">
      <Note role="status">{t('Checkout.Delivery.AddressLoading')}</Note>
      <Skeleton $height="160px" aria-hidden="true" />
    </div>
  )
}

function AddressFields({
  basketUid,
  fields: loaded,
  handleRef,
}: {
  basketUid: string
  fields: FieldDefinition[]
  handleRef: Props['handleRef']
}) {
  const { t } = useTranslation()
  const showError = useErrorToast()
  const setAddress = useSetDeliveryAddress(basketUid)
  // The fields as they first came: a later answer does not reset what the shopper typed.
  const [fields] = useState(() => withInputHints(loaded))
  const [alert, setAlert] = useState<FormAlert | null>(null)
  const draft = useDraft(DELIVERY_DRAFT)
  const { townOf, latest } = usePostcodes()
  const [resolver] = useState(() => zodResolver(checkoutSchema(fields, latest)))
  const form = useForm<Record<string, unknown>>({
    defaultValues: withDraft(fields, draft),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  useZipFillsCity(form, townOf)
  useKeepDraft(DELIVERY_DRAFT, form)
  const suggest = useAddressSuggestionsAvailable()

  useImperativeHandle(handleRef, () => ({
    submit: async (deliveryMethodId: string) => {
      setAlert(null)
      let saved = false
      await form.handleSubmit(async (values) => {
        try {
          await setAddress.mutateAsync({ deliveryMethodId, body: values })
          saved = true
        } catch (error) {
          const shown = showServerFieldErrors(form, error, editableFieldNames(fields))
          if (shown) setAlert(shown.others.length > 0 ? shown : null)
          else showError(error)
        }
      })()
      return saved
    },
  }))

  if (fields.length === 0) return null
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t('Checkout.Delivery.AddressHeading')} onSubmit={(event) => event.preventDefault()}>
        <ServerFields
          fields={fields}
          half={HALF}
          alert={alert}
          renderField={(field, span) => (suggest && field.Name === 'Address' ? <AddressSuggestField field={field} span={span} /> : null)}
        />
      </form>
    </FormProvider>
  )
}
