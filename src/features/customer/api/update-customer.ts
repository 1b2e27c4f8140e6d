// PUT /api/customer/ with any of the fields a customer may change themselves -> Customer (docs/api/customers.md).
// E-mail, client type, CVR and HardId are changed by customer service only, so they are not in the body. Failures
// are ApiErrors: 400 ContainsError with `Errors` by field name (delivery addresses as `DeliveryAddresses.0.Zip`) and
// 409 UnableToUpdateCustomer with a `Message` (docs/product.md §8). The answer is the customer as saved: it replaces the cached
// customer, so the header, the account and every other reader of useAuth().customer show it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { customerKeys } from './customer-keys'
import { customerSchema, type Customer, type LegitimateInterest } from './schemas'

/** A delivery address as sent: a new one has no Uid yet (the backend gives it one). */
export type DeliveryAddressInput = {
  Uid?: string
  Name: string
  Company: string
  Address: string
  Zip: string
  City: string
  Phone: string
  IsDefault: boolean
}

export type UpdateCustomerBody = Partial<{
  FirstName: string
  LastName: string
  Phone: string
  Address: string
  Zip: string
  City: string
  /** B2B only (the backend ignores them for a consumer). */
  Company: string
  Ean: string
  OrderedBy: string
  Department: string
  PlacementNumber: string
  CostPlace: string
  Accounting: string
  /** The whole list: addresses left out are removed. */
  DeliveryAddresses: DeliveryAddressInput[]
  Newsletter: boolean
  LegitimateInterests: LegitimateInterest[]
}>

export async function updateCustomer(body: UpdateCustomerBody): Promise<Customer> {
  const { data } = await shopApi.put('/customer', body)
  return parseAnswer(customerSchema, data, 'customer update')
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.current(), customer)
      // Newsletter and interests live in the settings too: read them again rather than guess the rest.
      void queryClient.invalidateQueries({ queryKey: customerKeys.settings() })
    },
  })
}
