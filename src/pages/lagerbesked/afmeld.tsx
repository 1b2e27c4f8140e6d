// /lagerbesked/afmeld/?token=… (English: /en/lagerbesked/afmeld/…), the unsubscribe link of every back-in-stock
// mail: one click deletes the request. Not indexed. Layout and texts come from the app shell.
import type { NextPage } from 'next'
import { useRouter } from 'next/router'
import { StockAlertLinkPage } from '@/features/stock-alerts/components/StockAlertLinkPage'

const UnsubscribeStockAlertPage: NextPage = () => {
  const { query } = useRouter()
  const token = typeof query.token === 'string' && query.token !== '' ? query.token : null
  return <StockAlertLinkPage action="unsubscribe" token={token} />
}

export default UnsubscribeStockAlertPage
