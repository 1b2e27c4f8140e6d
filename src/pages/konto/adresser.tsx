// /konto/adresser/: the customer's delivery addresses. Private (see src/views/account/privatePage.ts).
import type { NextPage } from 'next'
import { AddressesView } from '@/views/account/AddressesView'
import { loadPrivatePage } from '@/views/account/privatePage'

const AddressesPage: NextPage = () => <AddressesView />

AddressesPage.getInitialProps = loadPrivatePage

export default AddressesPage
