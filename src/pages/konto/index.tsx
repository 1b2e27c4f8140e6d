// /konto/ (English /en/konto/): the account's front page, the latest order and the customer's details. Private: not
// cached, not indexed, filled in the browser once the login is known (src/features/account/components/AccountPage.tsx).
import type { NextPage } from 'next'
import { loadPrivatePage } from '@/views/account/privatePage'
import { ProfileView } from '@/views/account/ProfileView'

const AccountPage: NextPage = () => <ProfileView />

AccountPage.getInitialProps = loadPrivatePage

export default AccountPage
