// POST /api/auth/impersonation/redeem/ { Token } -> ImpersonationStatus, acting as the customer, with a new
// `delikat-staff` cookie. 401 InvalidLink for a forged, used or expired link, or one whose admin session has ended
// (docs/api/impersonation.md: the admin's "Handl som kunden" link, /handl-som/?token=…, valid 2 minutes and once).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { impersonationKeys } from './impersonation-keys'
import type { ImpersonationStatus } from './schemas'

async function redeemLink(token: string): Promise<ImpersonationStatus> {
  const { data } = await shopApi.post('/auth/impersonation/redeem', { Token: token })
  return await parseLazily(() => import('./schemas').then((module) => module.impersonationStatusSchema), data, 'redeem impersonation link')
}

export function useRedeemLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: redeemLink,
    onSuccess: (status) => queryClient.setQueryData(impersonationKeys.status(), status),
  })
}
