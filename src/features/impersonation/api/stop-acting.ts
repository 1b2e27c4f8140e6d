// POST /api/auth/impersonation/stop/ -> ImpersonationStatus (Acting: false) and OwnSession; idempotent
// (docs/api/impersonation.md). With OwnSession the caller asks for the staff member's own token, else it is a guest.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { impersonationKeys } from './impersonation-keys'
import type { StopAnswer } from './schemas'

async function stopActing(): Promise<StopAnswer> {
  const { data } = await shopApi.post('/auth/impersonation/stop')
  return await parseLazily(() => import('./schemas').then((module) => module.stopAnswerSchema), data, 'stop acting')
}

export function useStopActing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: stopActing,
    onSuccess: (status) => queryClient.setQueryData(impersonationKeys.status(), status),
  })
}
