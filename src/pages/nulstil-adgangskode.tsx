// /nulstil-adgangskode/?token=… (English: /en/nulstil-adgangskode/…), the link of the reset mail: choose a new
// password. Not indexed. The token is read from the address on the server and in the browser alike.
import type { NextPage } from 'next'
import { useRouter } from 'next/router'
import { ResetPasswordView } from '@/views/ResetPasswordView'

const ResetPasswordPage: NextPage = () => {
  const { query } = useRouter()
  const token = typeof query.token === 'string' && query.token !== '' ? query.token : null
  return <ResetPasswordView token={token} />
}

export default ResetPasswordPage
