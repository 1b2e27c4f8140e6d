// One delivery address in the list, with its buttons: edit, make default and remove (after a confirmation).
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import type { DeliveryAddress } from '@/features/customer/api/schemas'
import { Actions } from '../styles'
import { theme } from '@/styles/theme'

const AddressLines = styled.address`
  display: grid;
  font-style: normal;
  line-height: 1.5;
`

const DefaultBadge = styled.span`
  justify-self: start;
  padding: ${`${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.greenSoft};
  color: ${theme.colors.success};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`

const Confirm = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.wineSoft};

  p {
    margin: 0;
    font-weight: 600;
  }
`

export function AddressCard({
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
