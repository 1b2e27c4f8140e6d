// /konto/ordrer/{orderUid}/: one order's receipt (features/account), under the order history in the navigation.
import { paths } from '@/config/paths'
import { AccountPage } from '@/features/account/components/AccountPage'
import { BackToOrders, ReceiptContent, useReceiptPage } from '@/features/account/components/Receipt'

export function ReceiptView() {
  const page = useReceiptPage()
  return (
    <AccountPage
      title={page.title}
      path={page.orderUid ? paths.accountOrder(page.orderUid) : paths.accountOrders}
      section="orders"
      inSection
      before={<BackToOrders />}
    >
      {() => <ReceiptContent page={page} />}
    </AccountPage>
  )
}
