// The shapes of docs/api/impersonation.md shared by several calls: the staff member, the customer acted as and
// ImpersonationStatus (the answer of status, start, stop and redeem).
import * as z from 'zod'
import { CLIENT_TYPES } from '@/features/customer/api/vocabulary'

export const staffSchema = z.looseObject({ Name: z.string(), Email: z.string() })

const actedCustomerSchema = z.looseObject({
  Id: z.union([z.string(), z.number()]),
  Name: z.string(),
  Email: z.string(),
  ClientType: z.enum(CLIENT_TYPES),
  Company: z.string().nullish(),
  CustomerNumber: z.string().nullish(),
})

export const impersonationStatusSchema = z.looseObject({
  CanImpersonate: z.boolean(),
  Staff: staffSchema,
  Acting: z.boolean(),
  Customer: actedCustomerSchema.nullish(),
  StartedAt: z.string().nullish(),
  IdleTimeoutSeconds: z.number().nullish(),
})
export type ImpersonationStatus = z.infer<typeof impersonationStatusSchema>

/** The answer to "stop acting": the status, and whether the staff member is back in their own session. */
export const stopAnswerSchema = impersonationStatusSchema.extend({ OwnSession: z.boolean().optional() })
export type StopAnswer = z.infer<typeof stopAnswerSchema>
