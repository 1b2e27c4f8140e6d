// GET /api/customer/ -> Customer (docs/api/customers.md); 401 for guests. AuthProvider loads it after every
// successful token request and exposes it as useAuth().customer, which reads this query: a component that updates
// the customer (PUT /api/customer/) writes the answer here with setQueryData(customerKeys.current(), …) and the
// header and every other reader follow.
import { queryOptions } from '@tanstack/react-query'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { customerKeys } from './customer-keys'
import type { Customer } from './schemas'

export async function getCustomer(): Promise<Customer> {
  const { data } = await shopApi.get('/customer')
  return await parseLazily(() => import('./schemas').then((module) => module.customerSchema), data, 'customer')
}

export const customerQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.current(),
    queryFn: getCustomer,
  })
