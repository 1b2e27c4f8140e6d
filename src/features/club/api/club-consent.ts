// GET /api/bloomreach/clubmemberconsent/ -> ClubConsent (docs/api/marketing.md): the club's terms in the page's
// language and their version (sent back when joining), with the logged-in customer's membership. Guests get the
// terms too: the sign-up form shows them.
import { useQuery } from '@tanstack/react-query'
import * as z from 'zod'
import { useAuth } from '@/features/auth/auth-context'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { clubKeys } from './club-keys'

export const clubConsentSchema = z.looseObject({
  ClubMember: z.boolean(),
  ConsentGivenAt: z.string().nullable().default(null),
  Text: z.string(),
  Version: z.string().min(1),
})
export type ClubConsent = z.infer<typeof clubConsentSchema>

export async function getClubConsent(): Promise<ClubConsent> {
  const { data } = await shopApi.get('/bloomreach/clubmemberconsent')
  return parseAnswer(clubConsentSchema, data, 'club consent')
}

/** Read once the login is known, so a member is never shown the form for a moment. */
export function useClubConsent() {
  const { status, loginKey } = useAuth()
  return useQuery({ queryKey: clubKeys.consent(loginKey), queryFn: getClubConsent, enabled: status !== 'loading' })
}
