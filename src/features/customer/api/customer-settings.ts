// GET /api/bloomreach/customersettings/ -> { ClubMember, ClubMemberConsent, Newsletter, LegitimateInterests }
// (docs/api/customers.md, docs/product.md §7 marketing platform); 401 for guests. The profile's marketing choices start from
// it. The customer's own, so it is only asked for while one is logged in; AuthProvider drops it (customerKeys.all)
// on every login change.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod'
import { useAuth } from '@/features/auth/auth-context'
import { readTokenCookie } from '@/features/auth/session-token'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { customerKeys } from './customer-keys'
import { LEGITIMATE_INTERESTS, type LegitimateInterest } from './vocabulary'

const isLegitimateInterest = (value: string): value is LegitimateInterest => (LEGITIMATE_INTERESTS as readonly string[]).includes(value)

export const customerSettingsAnswerSchema = z.looseObject({
  ClubMember: z.boolean().default(false),
  ClubMemberConsent: z.boolean().default(false),
  Newsletter: z.boolean().default(false),
  // An interest this storefront does not offer (yet) is left out rather than failing the whole answer.
  LegitimateInterests: z
    .array(z.string())
    .default([])
    .transform((list) => list.filter(isLegitimateInterest)),
})
export type CustomerSettings = z.infer<typeof customerSettingsAnswerSchema>

export async function getCustomerSettings(): Promise<CustomerSettings> {
  const { data } = await shopApi.get('/bloomreach/customersettings')
  return parseAnswer(customerSettingsAnswerSchema, data, 'customer settings')
}

export const customerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.settings(),
    queryFn: getCustomerSettings,
  })

/** The logged-in customer's marketing settings; idle for guests and while the login is being checked. */
export function useCustomerSettings() {
  const { status } = useAuth()
  // A function, so it is also checked when a refetch is asked for: right after a logout the token is gone before
  // the page re-renders as a guest's, and the call would only be refused (401).
  return useQuery({ ...customerSettingsQueryOptions(), enabled: () => status === 'authenticated' && readTokenCookie() !== null })
}
