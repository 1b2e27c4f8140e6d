// POST /api/customer/delete/ { Password, Confirm: true } -> { Result: "Deleted", OrdersKept } (docs/api/customers.md
// "Your data", docs/adr/0024). The backend deletes the account, keeps the orders anonymised, ends every session and
// clears the session cookie; the caller forgets the login in this browser (useAuth().forgetSession). Failures are
// ApiErrors: 400 ContainsError with `Errors.Password` (wrong or missing) or `Errors.Confirm`; 409 OrdersInProgress
// with a Message naming the orders that still need the customer; 429 TooManyAttempts.
import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'

export type DeleteCustomerBody = { Password: string }

export const deleteCustomerAnswerSchema = z.looseObject({ Result: z.literal('Deleted'), OrdersKept: z.number() })
export type DeleteCustomerAnswer = z.infer<typeof deleteCustomerAnswerSchema>

export async function deleteCustomer({ Password }: DeleteCustomerBody): Promise<DeleteCustomerAnswer> {
  // Confirm is sent only from the ticked box of the confirmation step, which is what calls this.
  const { data } = await shopApi.post('/customer/delete', { Password, Confirm: true })
  return parseAnswer(deleteCustomerAnswerSchema, data, 'customer deletion')
}

export function useDeleteCustomer() {
  return useMutation({ mutationFn: deleteCustomer })
}
