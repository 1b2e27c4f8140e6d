// POST /api/auth/impersonation/start/ { CustomerId } -> ImpersonationStatus (Acting: true); an act already running
// ends first (reason Switched). 404 NotFound, 409 CustomerBlocked (docs/api/impersonation.md). The caller then asks
// for a token again: while acting, POST /api/token/ answers the customer's bearer.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { impersonationKeys } from './impersonation-keys'
import type { ImpersonationStatus } from './schemas'

async function startActing(customerId: string | number): Promise<ImpersonationStatus> {
  const { data } = await shopApi.post('/auth/impersonation/start', { CustomerId: customerId })
  return await parseLazily(() => import('./schemas').then((module) => module.impersonationStatusSchema), data, 'start acting')
}

export function useStartActing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startActing,
    onSuccess: (status) => queryClient.setQueryData(impersonationKeys.status(), status),
  })
}
