// /konto/favoritter/: the customer's favourite products. Private (see src/views/account/privatePage.ts).
import type { NextPage } from 'next'
import { FavouritesView } from '@/views/account/FavouritesView'
import { loadPrivatePage } from '@/views/account/privatePage'

const FavouritesPage: NextPage = () => <FavouritesView />

FavouritesPage.getInitialProps = loadPrivatePage

export default FavouritesPage
