// /kassen/kvittering/?order={OrderUid} (English: /en/kassen/kvittering/…): where the payment provider sends the
// shopper back, and where an invoice order lands. Confirms the payment and shows the receipt or what went wrong.
// Not indexed. The order uid is read from the address in the browser (the page has nothing to load on the server).
import type { NextPage } from 'next'
import { useRouter } from 'next/router'
import { PaymentReturnView } from '@/features/checkout/components/PaymentReturnView'

const PaymentReturnPage: NextPage = () => {
  const { query, isReady } = useRouter()
  const raw = Array.isArray(query.order) ? query.order[0] : query.order
  const orderUid = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null
  // Before the router has read the address, the order is not known yet: nothing to confirm, nothing to deny.
  if (!isReady) return <PaymentReturnView orderUid={null} pending />
  return <PaymentReturnView orderUid={orderUid} />
}

export default PaymentReturnPage
