// Confirms a withdrawal (docs/api/withdrawal.md): POST /api/order/{orderUid}/withdrawal/ for an order opened by its
// uid, POST /api/withdrawal/confirm/ with the lookup's token otherwise. 409 WithdrawalNotPossible or
// LineNotWithdrawable when the order changed meanwhile, 400 LookupExpired when the token ran out.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { withdrawalReceiptSchema, type ChosenLine, type WithdrawalReceipt } from './schemas'
import { withdrawalKeys } from './withdrawal-keys'

export type WithdrawalSource = { kind: 'order'; orderUid: string } | { kind: 'token'; token: string }

export interface ConfirmWithdrawalInput {
  source: WithdrawalSource
  lines: ChosenLine[]
  reason: string
}

export async function confirmWithdrawal({ source, lines, reason }: ConfirmWithdrawalInput): Promise<WithdrawalReceipt> {
  const body = { Lines: lines, ...(reason.trim() ? { Reason: reason.trim() } : {}) }
  const { data } =
    source.kind === 'order'
      ? await shopApi.post(`/order/${encodeURIComponent(source.orderUid)}/withdrawal`, body)
      : await shopApi.post('/withdrawal/confirm', { ...body, Token: source.token })
  return parseAnswer(withdrawalReceiptSchema, data, 'withdrawal')
}

export function useConfirmWithdrawal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmWithdrawal,
    // What was withdrawn changed: every view of an order's withdrawal reads it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  })
}
