// /lagerbesked/bekraeft/?token=… (English: /en/lagerbesked/bekraeft/…), the link of the back-in-stock confirmation
// mail: confirms the request in the browser and says so. Not indexed. Layout and texts come from the app shell.
import type { NextPage } from 'next'
import { useRouter } from 'next/router'
import { StockAlertLinkPage } from '@/features/stock-alerts/components/StockAlertLinkPage'

const ConfirmStockAlertPage: NextPage = () => {
  const { query } = useRouter()
  const token = typeof query.token === 'string' && query.token !== '' ? query.token : null
  return <StockAlertLinkPage action="confirm" token={token} />
}

export default ConfirmStockAlertPage
