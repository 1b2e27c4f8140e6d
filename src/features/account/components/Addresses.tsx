// The customer's delivery addresses (/konto/adresser/): a list with add, edit, remove and "make default". The
// contract stores them as one list on the customer, so every change sends the whole new list with
// PUT /api/customer/ { DeliveryAddresses } and shows the customer the server answers (docs/api/customers.md). One
// address at a time is edited, in place; the form follows docs/product.md §5 (validate on submit, revalidate on change, focus
// the first field with an error, the server's errors beneath the fields: `DeliveryAddresses.{i}.{Field}`).
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import * as z from 'zod'
import { COMPANY_MAX_LENGTH } from '@delikat/contract/customers'
import { Button } from '@/components/Button/Button'
import { fieldErrorText } from '@/components/Form/fieldErrors'
import { FieldGrid } from '@/components/Form/fields'
import { CheckboxField, TextField } from '@/components/Form/TextField'
import { showSuccessToast } from '@/components/Toasts/Toasts'
import { zodResolver } from '@/components/Form/zodResolver'
import type { Customer, DeliveryAddress } from '@/features/customer/api/schemas'
import { useUpdateCustomer, type DeliveryAddressInput } from '@/features/customer/api/update-customer'
import { addressSchema, citySchema, nameSchema, phoneSchema, zipSchema } from '@/lib/validation'
import { useActionErrorToast, useSaveErrorHandler } from '../serverErrors'
import { Actions, Card, FocusHeading, Form, Muted } from '../styles'

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
type AddressValues = z.infer<typeof addressFormSchema>

const ADDRESS_FIELDS = ['Name', 'Company', 'Address', 'Zip', 'City', 'Phone', 'IsDefault'] as const

const EMPTY: AddressValues = { Name: '', Company: '', Address: '', Zip: '', City: '', Phone: '', IsDefault: false }

function toInput(address: DeliveryAddress): DeliveryAddressInput {
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

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Item = styled.li<{ $wide?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.desktop} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const AddressLines = styled.address`
  display: grid;
  font-style: normal;
  line-height: 1.5;
`

const DefaultBadge = styled.span`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.greenSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`

const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.wineSoft};

  p {
    margin: 0;
    font-weight: 600;
  }
`

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

function AddressForm({ index, initial, addresses, forceDefault, onDone, onCancel }: AddressFormProps) {
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

type Editing = { index: number } | null

function AddressCard({
  address,
  busy,
  onEdit,
  onRemove,
  onMakeDefault,
}: {
  address: DeliveryAddress
  busy: boolean
  onEdit: () => void
  onRemove: () => void
  onMakeDefault: () => void
}) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])

  return (
    <>
      <h3>{address.Name}</h3>
      {address.IsDefault ? <DefaultBadge>{t('Account.Addresses.Default')}</DefaultBadge> : null}
      <AddressLines>
        {address.Company ? <span>{address.Company}</span> : null}
        <span>{address.Address}</span>
        <span>
          {address.Zip} {address.City}
        </span>
        {address.Phone ? <span>{t('Account.Addresses.PhoneLine', { phone: address.Phone })}</span> : null}
      </AddressLines>
      {confirming ? (
        <Confirm role="group" aria-label={t('Account.Addresses.ConfirmRemove', { name: address.Name })}>
          <p>{t('Account.Addresses.ConfirmRemove', { name: address.Name })}</p>
          <Actions>
            <Button ref={confirmRef} type="button" onClick={onRemove} disabled={busy}>
              {t('Account.Addresses.ConfirmRemoveYes')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('Forms.Cancel')}
            </Button>
          </Actions>
        </Confirm>
      ) : (
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={onEdit}
            disabled={busy}
            aria-label={t('Account.Addresses.EditLabel', { name: address.Name })}
          >
            {t('Account.Addresses.Edit')}
          </Button>
          {address.IsDefault ? null : (
            <Button
              type="button"
              $variant="ghost"
              onClick={onMakeDefault}
              disabled={busy}
              aria-label={t('Account.Addresses.MakeDefaultFor', { name: address.Name })}
            >
              {t('Account.Addresses.MakeDefault')}
            </Button>
          )}
          <Button
            type="button"
            $variant="ghost"
            onClick={() => setConfirming(true)}
            disabled={busy}
            aria-label={t('Account.Addresses.RemoveLabel', { name: address.Name })}
          >
            {t('Account.Addresses.Remove')}
          </Button>
        </Actions>
      )}
    </>
  )
}

export function Addresses({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const update = useUpdateCustomer()
  const showError = useActionErrorToast()
  const addresses = customer.DeliveryAddresses
  const [editing, setEditing] = useState<Editing>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)

  /** After a change the list is redrawn: the focus goes to its heading, the toast says what happened. */
  const settle = (message: string) => {
    setEditing(null)
    showSuccessToast(message)
    headingRef.current?.focus()
  }

  const saveList = async (list: DeliveryAddressInput[], message: string) => {
    try {
      await update.mutateAsync({ DeliveryAddresses: list })
      settle(message)
    } catch (failure) {
      showError(failure)
    }
  }

  const remove = (index: number) => {
    const removed = addresses[index]
    const rest = addresses.filter((_, i) => i !== index).map(toInput)
    // A default removed leaves the first of the rest as the default, so there always is one while any are left.
    const list = removed?.IsDefault && rest[0] ? rest.map((a, i) => ({ ...a, IsDefault: i === 0 })) : rest
    void saveList(list, t('Account.Addresses.Removed', { name: removed?.Name ?? '' }))
  }

  const makeDefault = (index: number) =>
    void saveList(
      addresses.map((a, i) => ({ ...toInput(a), IsDefault: i === index })),
      t('Account.Addresses.DefaultChanged', { name: addresses[index]?.Name ?? '' }),
    )

  const cancel = () => {
    const wasNew = editing !== null && editing.index >= addresses.length
    setEditing(null)
    if (wasNew) addRef.current?.focus()
    else headingRef.current?.focus()
  }

  const adding = editing !== null && editing.index >= addresses.length
  const busy = update.isPending

  return (
    <Card aria-labelledby="account-addresses-heading" aria-busy={busy}>
      <FocusHeading id="account-addresses-heading" ref={headingRef} tabIndex={-1}>
        {t('Account.Addresses.Heading')}
      </FocusHeading>
      <Muted>{t('Account.Addresses.Intro')}</Muted>
      {addresses.length === 0 && !adding ? <p data-testid="addresses-empty">{t('Account.Addresses.Empty')}</p> : null}
      {addresses.length > 0 ? (
        <List aria-label={t('Account.Addresses.ListLabel')}>
          {addresses.map((address, index) => (
            <Item key={address.Uid} $wide={editing?.index === index}>
              {editing?.index === index ? (
                <AddressForm
                  index={index}
                  initial={{
                    Name: address.Name,
                    Company: address.Company,
                    Address: address.Address,
                    Zip: address.Zip,
                    City: address.City,
                    Phone: address.Phone,
                    IsDefault: address.IsDefault,
                  }}
                  addresses={addresses}
                  forceDefault={false}
                  onDone={() => settle(t('Account.Addresses.Saved', { name: address.Name }))}
                  onCancel={cancel}
                />
              ) : (
                <AddressCard
                  address={address}
                  busy={busy || editing !== null}
                  onEdit={() => setEditing({ index })}
                  onRemove={() => remove(index)}
                  onMakeDefault={() => makeDefault(index)}
                />
              )}
            </Item>
          ))}
        </List>
      ) : null}
      {adding ? (
        <Item as="div" $wide>
          <AddressForm
            index={addresses.length}
            initial={EMPTY}
            addresses={addresses}
            forceDefault={addresses.length === 0}
            onDone={(saved) => settle(t('Account.Addresses.Added', { name: saved.DeliveryAddresses.at(-1)?.Name ?? '' }))}
            onCancel={cancel}
          />
        </Item>
      ) : (
        <Actions>
          <Button ref={addRef} type="button" onClick={() => setEditing({ index: addresses.length })} disabled={busy || editing !== null}>
            {t('Account.Addresses.Add')}
          </Button>
        </Actions>
      )}
    </Card>
  )
}
