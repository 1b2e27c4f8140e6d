// /konto/ordrer/?page=N: the order history, one page at a time. Private (see src/views/account/privatePage.ts).
import type { NextPage } from 'next'
import { OrdersView } from '@/views/account/OrdersView'
import { loadPrivatePage } from '@/views/account/privatePage'

const OrdersPage: NextPage = () => <OrdersView />

OrdersPage.getInitialProps = loadPrivatePage

export default OrdersPage
