// The mail's links (docs/api/stock-alerts.md): POST /api/product/notify/confirm/ { Token } confirms a guest's
// request, POST /api/product/notify/unsubscribe/ { Token } deletes it; both answer { Status, ProductId,
// ProductName, ProductUrl }, or 404 InvalidToken for an unknown, used or expired link.
import { useMutation } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { stockAlertLinkAnswerSchema, type StockAlertLinkAnswer } from './schemas'

export type StockAlertLinkAction = 'confirm' | 'unsubscribe'

export async function followStockAlertLink({
  action,
  token,
}: {
  action: StockAlertLinkAction
  token: string
}): Promise<StockAlertLinkAnswer> {
  const { data } = await shopApi.post(`/product/notify/${action}`, { Token: token })
  return parseAnswer(stockAlertLinkAnswerSchema, data, 'stock alert link')
}

export function useStockAlertLink() {
  return useMutation({ mutationFn: followStockAlertLink })
}
