// The form that adds or edits one delivery address. It sends the whole new list of addresses.
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/i18n/texts'
import * as z from 'zod'
import { COMPANY_MAX_LENGTH } from '@delikat/contract/customers'
import { Button } from '@/components/Button/Button'
import { fieldErrorText } from '@/components/Form/fieldErrors'
import { FieldGrid } from '@/components/Form/fields'
import { CheckboxField, TextField } from '@/components/Form/TextField'
import { zodResolver } from '@/components/Form/zodResolver'
import type { Customer, DeliveryAddress } from '@/features/customer/api/schemas'
import { useUpdateCustomer, type DeliveryAddressInput } from '@/features/customer/api/update-customer'
import { addressSchema, citySchema, nameSchema, phoneSchema, zipSchema } from '@/lib/validation'
import { useSaveErrorHandler } from '../serverErrors'
import { Actions, Form } from '../styles'

const addressFormSchema = z.object({
  Name: nameSchema,
  Company: z.string().trim().max(COMPANY_MAX_LENGTH, 'Forms.MaxLength'),
  Address: addressSchema,
  Zip: zipSchema,
  City: citySchema,
  // Optional: empty, or 8 digits with an optional +45.
  Phone: z.union([z.literal(''), phoneSchema], { error: 'Forms.Phone' }),
  IsDefault: z.boolean(),
})
export type AddressValues = z.infer<typeof addressFormSchema>

const ADDRESS_FIELDS = ['Name', 'Company', 'Address', 'Zip', 'City', 'Phone', 'IsDefault'] as const

export function toInput(address: DeliveryAddress): DeliveryAddressInput {
  return {
    Uid: address.Uid,
    Name: address.Name,
    Company: address.Company,
    Address: address.Address,
    Zip: address.Zip,
    City: address.City,
    Phone: address.Phone,
    IsDefault: address.IsDefault,
  }
}

/** The list with one address changed (or added at `index` = length); a new default takes over from the old. */
function withAddress(list: DeliveryAddress[], index: number, values: AddressValues): DeliveryAddressInput[] {
  const inputs = list.map(toInput)
  const changed: DeliveryAddressInput = { ...(inputs[index] ?? {}), ...values, Phone: values.Phone.replace(/\s/g, '') }
  const next = index < inputs.length ? inputs.map((a, i) => (i === index ? changed : a)) : [...inputs, changed]
  return values.IsDefault ? next.map((a, i) => ({ ...a, IsDefault: i === index })) : next
}

type AddressFormProps = {
  /** The list's position of the address being edited; the list's length for a new one. */
  index: number
  initial: AddressValues
  addresses: DeliveryAddress[]
  /** The first address becomes the default whatever the box says. */
  forceDefault: boolean
  onDone: (saved: Customer) => void
  onCancel: () => void
}

export function AddressForm({ index, initial, addresses, forceDefault, onDone, onCancel }: AddressFormProps) {
  const { t } = useTranslation()
  const update = useUpdateCustomer()
  const isNew = index >= addresses.length
  const form = useForm<AddressValues>({
    defaultValues: initial,
    resolver: zodResolver(addressFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  const onSaveError = useSaveErrorHandler(form, ADDRESS_FIELDS)
  const { errors, isSubmitting } = form.formState
  const error = (name: keyof AddressValues) => fieldErrorText(t, errors[name])
  const { setFocus } = form

  useEffect(() => {
    setFocus('Name')
  }, [setFocus])

  // A postcode in use fills in its town, as in the checkout; the list loads only with this form (docs/adr/0035).
  useEffect(() => {
    let townOf: ((zip: string) => string | null) | null = null
    void import('@delikat/contract/postcodes').then(
      (postcodes) => void (townOf = postcodes.townOfPostcode),
      () => undefined,
    )
    const watching = form.watch((values, { name, type }) => {
      if (name !== 'Zip' || type !== 'change' || !townOf) return
      const town = townOf(String(values.Zip ?? '').trim())
      if (town) form.setValue('City', town, { shouldDirty: true })
    })
    return () => watching.unsubscribe()
  }, [form])

  const onSubmit = async (values: AddressValues) => {
    try {
      const saved = await update.mutateAsync({
        DeliveryAddresses: withAddress(addresses, index, { ...values, IsDefault: values.IsDefault || forceDefault }),
      })
      onDone(saved)
    } catch (failure) {
      // `DeliveryAddresses.3.Zip` belongs to this form's Zip when 3 is the address being edited.
      const prefix = `DeliveryAddresses.${index}.`
      onSaveError(failure, (name) => (name.startsWith(prefix) ? name.slice(prefix.length) : null))
    }
  }

  const legend = isNew ? t('Account.Addresses.New') : t('Account.Addresses.EditHeading', { name: initial.Name })
  return (
    <Form noValidate aria-label={legend} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <h3>{legend}</h3>
      <FieldGrid>
        <TextField
          label={t('Account.Field.Recipient')}
          autoComplete="shipping name"
          span="half"
          error={error('Name')}
          {...form.register('Name')}
        />
        <TextField
          label={t('Account.Field.Company')}
          autoComplete="shipping organization"
          optional
          span="half"
          error={error('Company')}
          {...form.register('Company')}
        />
        <TextField
          label={t('Account.Field.Address')}
          autoComplete="shipping street-address"
          error={error('Address')}
          {...form.register('Address')}
        />
        <TextField
          label={t('Account.Field.Zip')}
          inputMode="numeric"
          autoComplete="shipping postal-code"
          maxLength={4}
          span="half"
          error={error('Zip')}
          {...form.register('Zip')}
        />
        <TextField
          label={t('Account.Field.City')}
          autoComplete="shipping address-level2"
          span="half"
          error={error('City')}
          {...form.register('City')}
        />
        <TextField
          label={t('Account.Field.Phone')}
          hint={t('Account.Addresses.PhoneHint')}
          type="tel"
          autoComplete="shipping tel"
          optional
          span="half"
          error={error('Phone')}
          {...form.register('Phone')}
        />
        {forceDefault ? null : (
          <CheckboxField label={t('Account.Addresses.MakeDefaultLabel')} error={error('IsDefault')} {...form.register('IsDefault')} />
        )}
      </FieldGrid>
      <Actions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('Account.Saving') : t('Account.Addresses.Save')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('Forms.Cancel')}
        </Button>
      </Actions>
    </Form>
  )
}
