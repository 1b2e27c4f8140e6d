// /handl-som/?token=… (English: /en/handl-som/…): the admin's "Handl som kunden" link lands here
// (docs/api/impersonation.md). Not indexed. The token is read once the router knows the address.
import type { NextPage } from 'next'
import { useRouter } from 'next/router'
import { ActAsCustomerView } from '@/views/ActAsCustomerView'

const ActAsCustomerPage: NextPage = () => {
  const { query, isReady } = useRouter()
  if (!isReady) return null
  const token = typeof query.token === 'string' && query.token !== '' ? query.token : null
  return <ActAsCustomerView token={token} />
}

export default ActAsCustomerPage
