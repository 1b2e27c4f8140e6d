// POST /api/auth/impersonation/stop/ -> ImpersonationStatus (Acting: false) and OwnSession; idempotent
// (docs/api/impersonation.md). With OwnSession the caller asks for the staff member's own token, else it is a guest.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod'
import { parseAnswer } from '@/lib/apiError'
import { shopApi } from '@/lib/shopApi'
import { impersonationKeys } from './impersonation-keys'
import { impersonationStatusSchema } from './schemas'

const stopAnswerSchema = impersonationStatusSchema.extend({ OwnSession: z.boolean().optional() })
type StopAnswer = z.infer<typeof stopAnswerSchema>

async function stopActing(): Promise<StopAnswer> {
  const { data } = await shopApi.post('/auth/impersonation/stop')
  return parseAnswer(stopAnswerSchema, data, 'stop acting')
}

export function useStopActing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: stopActing,
    onSuccess: (status) => queryClient.setQueryData(impersonationKeys.status(), status),
  })
}
