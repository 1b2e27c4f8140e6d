// POST /api/order/{orderUid}/account/ { Password, BasketUid } (docs/api/checkout.md, docs/adr/0042): a guest who just
// ordered makes an account from the order's details -> 201 { Result: "Success", Customer } with the session cookie;
// the caller asks for a token (useAuth().refresh()). Failures are ApiErrors: 400 ContainsError (Errors.Password),
// 409 UnableToCreateCustomer (the e-mail has an account: log in instead), 404 OrderNotFound (this browser did not
// place the order, or the offer has lapsed), 429 TooManyAttempts.
import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { customerSchema } from '@/features/customer/api/schemas'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'

const orderAccountAnswerSchema = z.looseObject({ Result: z.literal('Success'), Customer: customerSchema })
export type OrderAccountAnswer = z.infer<typeof orderAccountAnswerSchema>

export type OrderAccountRequest = { orderUid: string; basketUid: string; password: string; culture: Locale }

export async function createOrderAccount({ orderUid, basketUid, password, culture }: OrderAccountRequest): Promise<OrderAccountAnswer> {
  const { data } = await shopApi.post(
    `/order/${encodeURIComponent(orderUid)}/account`,
    { Password: password, BasketUid: basketUid },
    { params: { culture } },
  )
  return parseAnswer(orderAccountAnswerSchema, data, 'order account')
}

export function useCreateOrderAccount() {
  return useMutation({ mutationFn: createOrderAccount })
}
