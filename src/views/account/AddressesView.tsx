// /konto/adresser/: the customer's delivery addresses (features/account).
import { useTranslation } from '@/i18n/texts'
import { paths } from '@/config/paths'
import { AccountPage } from '@/features/account/components/AccountPage'
import { Addresses } from '@/features/account/components/Addresses'

export function AddressesView() {
  const { t } = useTranslation()
  return (
    <AccountPage title={t('Account.Addresses.Title')} path={paths.accountAddresses} section="addresses">
      {(customer) => <Addresses customer={customer} />}
    </AccountPage>
  )
}
