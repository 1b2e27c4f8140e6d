// PUT /api/auth/resetpassword/changepassword/ { Token, Password } -> 200 { Result: "Success" }
// (docs/api/customers.md). Failures are ApiErrors: 400 InvalidToken (unknown, used or expired: the link is dead)
// or 400 ContainsError with Errors.Password (the password rules). The token works once; every session of the
// account ends, so the customer logs in anew with the new password.
import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'

export const INVALID_RESET_TOKEN = 'InvalidToken'

export const resetPasswordAnswerSchema = z.looseObject({ Result: z.literal('Success') })
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswerSchema>

export async function resetPassword(body: { Token: string; Password: string }): Promise<ResetPasswordAnswer> {
  const { data } = await shopApi.put('/auth/resetpassword/changepassword', { Token: body.Token, Password: body.Password })
  return parseAnswer(resetPasswordAnswerSchema, data, 'password reset')
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
