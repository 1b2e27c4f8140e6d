// POST /api/auth/resetpassword/sendmail/ { Email } -> always 202 { Result: "Sent" }, whether the address has an
// account or not (docs/api/customers.md): the page says the same either way. Limited per client: 429
// TooManyAttempts with a Message saying when to try again.
import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'

export const sendResetMailAnswerSchema = z.looseObject({ Result: z.literal('Sent') })
export type SendResetMailAnswer = z.infer<typeof sendResetMailAnswerSchema>

export async function sendResetMail(body: { Email: string }): Promise<SendResetMailAnswer> {
  const { data } = await shopApi.post('/auth/resetpassword/sendmail', { Email: body.Email })
  return parseAnswer(sendResetMailAnswerSchema, data, 'password reset mail')
}

export function useSendResetMail() {
  return useMutation({ mutationFn: sendResetMail })
}
