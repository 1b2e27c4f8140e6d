// Joining and leaving the customer club (docs/api/marketing.md): POST /api/bloomreach/clubsignup/ for the sign-up
// form (a guest's address, or a logged-in customer joining), PUT /api/customer/clubmemberconsent/ and
// DELETE /api/customer/clubmemberconsentwithdraw/ from the account. Each sends the version of the terms the visitor
// was shown; 400 ClubTermsChanged means they changed meanwhile (the terms are read again).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAuth } from '@/features/auth/auth-context'
import { customerKeys } from '@/features/customer/api/customer-keys'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { clubConsentSchema, type ClubConsent } from './club-consent'
import { clubKeys } from './club-keys'

export type ClubSignupInput = { email: string; firstName: string; version: string }

export async function signUpForClub({ email, firstName, version }: ClubSignupInput): Promise<void> {
  await shopApi.post('/bloomreach/clubsignup', {
    Email: email.trim(),
    ...(firstName.trim() ? { FirstName: firstName.trim() } : {}),
    Consent: true,
    Version: version,
  })
}

export async function joinClub(version: string): Promise<ClubConsent> {
  const { data } = await shopApi.put('/customer/clubmemberconsent', { Consent: true, Version: version })
  return parseAnswer(clubConsentSchema, data, 'club consent')
}

export async function leaveClub(reason: string): Promise<ClubConsent> {
  const { data } = await shopApi.delete('/customer/clubmemberconsentwithdraw', { data: reason.trim() ? { Reason: reason.trim() } : {} })
  return parseAnswer(clubConsentSchema, data, 'club consent')
}

/** After any change: the membership and the account's marketing settings are read again. */
function useClubChanged() {
  const queryClient = useQueryClient()
  const { loginKey } = useAuth()
  return (answer?: ClubConsent) => {
    if (answer) queryClient.setQueryData(clubKeys.consent(loginKey), answer)
    void queryClient.invalidateQueries({ queryKey: clubKeys.all })
    void queryClient.invalidateQueries({ queryKey: customerKeys.settings() })
  }
}

export function useClubSignup() {
  const changed = useClubChanged()
  return useMutation({ mutationFn: signUpForClub, onSuccess: () => changed() })
}

export function useJoinClub() {
  const changed = useClubChanged()
  return useMutation({ mutationFn: joinClub, onSuccess: (answer) => changed(answer), onError: () => changed() })
}

export function useLeaveClub() {
  const changed = useClubChanged()
  return useMutation({ mutationFn: leaveClub, onSuccess: (answer) => changed(answer) })
}
