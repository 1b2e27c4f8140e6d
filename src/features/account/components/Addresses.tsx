// The customer's delivery addresses (/konto/adresser/): a list with add, edit, remove and "make default". The
// contract stores them as one list on the customer, so every change sends the whole new list with
// PUT /api/customer/ { DeliveryAddresses } and shows the customer the server answers (docs/api/customers.md). One
// address at a time is edited, in place; the form follows docs/product.md §5 (validate on submit, revalidate on change, focus
// the first field with an error, the server's errors beneath the fields: `DeliveryAddresses.{i}.{Field}`).
import { useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { showSuccessToast } from '@/components/Toasts/Toasts'
import type { Customer } from '@/features/customer/api/schemas'
import { useUpdateCustomer, type DeliveryAddressInput } from '@/features/customer/api/update-customer'
import { useActionErrorToast } from '../serverErrors'
import { Actions, Card, FocusHeading, Muted } from '../styles'
import { AddressCard } from './AddressCard'
import { AddressForm, toInput, type AddressValues } from './AddressForm'
import { theme } from '@/styles/theme'

const EMPTY: AddressValues = { Name: '', Company: '', Address: '', Zip: '', City: '', Phone: '', IsDefault: false }

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Item = styled.li<{ $wide?: boolean }>`
  display: grid;
  gap: ${theme.space.sm};
  align-content: start;
  padding: ${theme.space.lg};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  ${theme.media.desktop} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`

type Editing = { index: number } | null

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
