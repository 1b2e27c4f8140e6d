// /konto/ordrer/{orderUid}/: one order's receipt. Private (see src/views/account/privatePage.ts).
import type { NextPage } from 'next'
import { loadPrivatePage } from '@/views/account/privatePage'
import { ReceiptView } from '@/views/account/ReceiptView'

const ReceiptPage: NextPage = () => <ReceiptView />

ReceiptPage.getInitialProps = loadPrivatePage

export default ReceiptPage
