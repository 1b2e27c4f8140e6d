// /glemt-adgangskode/ (English: /en/glemt-adgangskode/): ask for a password-reset mail. Not indexed. The layout and
// the texts come from the app shell (App.getInitialProps).
import type { NextPage } from 'next'
import { ForgotPasswordView } from '@/views/ForgotPasswordView'

const ForgotPasswordPage: NextPage = () => <ForgotPasswordView />

export default ForgotPasswordPage
