// POST /api/auth/staff/login/ { Email, Password } -> always 200 { Result, Message?, LockedUntil?, Staff? }
// (docs/api/impersonation.md). On Success the backend sets the HttpOnly `delikat-staff` cookie; NotAllowed: the
// password was right but the role may not act as customers. Every Result is an answer the form shows, not an error.
import { useMutation } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { staffSchema } from './schemas'

const STAFF_LOGIN_RESULTS = ['Success', 'InvalidCredentials', 'NotAllowed', 'TooManyAttempts'] as const

export const staffLoginAnswerSchema = z.looseObject({
  Result: z.enum(STAFF_LOGIN_RESULTS),
  Message: z.string().nullish(),
  LockedUntil: z.iso.datetime({ offset: true }).nullish(),
  Staff: staffSchema.nullish(),
})
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswerSchema>

async function staffLogin(body: { Email: string; Password: string }): Promise<StaffLoginAnswer> {
  const { data } = await shopApi.post('/auth/staff/login', { Email: body.Email, Password: body.Password })
  return parseAnswer(staffLoginAnswerSchema, data, 'staff login')
}

export function useStaffLogin() {
  return useMutation({ mutationFn: staffLogin })
}
