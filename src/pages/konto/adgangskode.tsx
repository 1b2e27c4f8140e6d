// /konto/adgangskode/: change the password. Private (see src/views/account/privatePage.ts).
import type { NextPage } from 'next'
import { PasswordView } from '@/views/account/PasswordView'
import { loadPrivatePage } from '@/views/account/privatePage'

const PasswordPage: NextPage = () => <PasswordView />

PasswordPage.getInitialProps = loadPrivatePage

export default PasswordPage
