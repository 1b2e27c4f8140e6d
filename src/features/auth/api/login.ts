// POST /api/login/ { Email, Password, ClientType, ClubMemberConsent? } -> always 200 with { Result, Message?,
// LockedUntil?, Customer? } (docs/api/customers.md, docs/product.md §8 login results). On Success the backend sets the HttpOnly
// session cookie; the caller then asks for a token (AuthProvider's refresh()). Every other Result is an answer the
// dialog shows with its own next step, not an error.
import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'
import { customerSchema, LOGIN_RESULTS, type ClientType } from '@/features/customer/api/schemas'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'

export const loginAnswerSchema = z.looseObject({
  Result: z.enum(LOGIN_RESULTS),
  Message: z.string().nullish(),
  LockedUntil: z.iso.datetime({ offset: true }).nullish(),
  Customer: customerSchema.nullish(),
})
export type LoginAnswer = z.infer<typeof loginAnswerSchema>

export type LoginBody = { Email: string; Password: string; ClientType: ClientType; ClubMemberConsent?: boolean }

export async function login(body: LoginBody): Promise<LoginAnswer> {
  const { data } = await shopApi.post('/login', {
    Email: body.Email,
    Password: body.Password,
    ClientType: body.ClientType,
    ...(body.ClubMemberConsent ? { ClubMemberConsent: true } : {}),
  })
  return parseAnswer(loginAnswerSchema, data, 'login')
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
