// /find-ordre/ (English: /en/find-ordre/): "Find din ordre", a guest's order by number and e-mail (docs/adr/0038).
// Linked from the footer's customer-service links and the login form. Not indexed. Nothing to load on the server;
// layout and texts come from the app shell (App.getInitialProps).
import type { NextPage } from 'next'
import { OrderLookup } from '@/features/orders/components/OrderLookup'

const OrderLookupPage: NextPage = () => <OrderLookup />

export default OrderLookupPage
