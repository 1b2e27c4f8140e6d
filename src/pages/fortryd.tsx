// /fortryd/ (English: /en/fortryd/): "Fortryd købet her", the withdrawal function (docs/adr/0023). Linked from every
// page's footer, from receipts and the account's orders (?order={OrderUid}) and from the order mail. Not indexed.
// The order is read in the browser (the page has nothing to load on the server); layout and texts come from the app
// shell (App.getInitialProps).
import type { NextPage } from 'next'
import { WithdrawalPage } from '@/features/withdrawal/components/WithdrawalPage'

const WithdrawPage: NextPage = () => <WithdrawalPage />

export default WithdrawPage
