// /konto/ordrer/?page=N: the order history (features/account).
import { useTranslation } from '@/i18n/texts'
import { paths } from '@/config/paths'
import { AccountPage } from '@/features/account/components/AccountPage'
import { OrderHistory } from '@/features/account/components/OrderHistory'

export function OrdersView() {
  const { t } = useTranslation()
  return (
    <AccountPage title={t('Account.Orders.Title')} path={paths.accountOrders} section="orders">
      {() => <OrderHistory />}
    </AccountPage>
  )
}
