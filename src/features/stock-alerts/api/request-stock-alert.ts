// POST /api/product/{id}/notify/ { VariantId?, Email? } -> 202 { Status: "Active" | "ConfirmationSent" }
// (docs/api/stock-alerts.md). 400 ValidationError (Errors.Email), 404 ProductNotFound / VariantNotFound,
// 409 ProductInStock, 403 ImpersonationNotAllowed, 429 TooManyAttempts.
import { useMutation } from '@tanstack/react-query'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { stockAlertAnswerSchema, type StockAlertAnswer } from './schemas'

export type StockAlertRequest = { productId: number; variantId: number | null; email: string }

export async function requestStockAlert({ productId, variantId, email }: StockAlertRequest): Promise<StockAlertAnswer> {
  const { data } = await shopApi.post(`/product/${encodeURIComponent(productId)}/notify`, {
    ...(variantId === null ? {} : { VariantId: variantId }),
    Email: email.trim(),
  })
  return parseAnswer(stockAlertAnswerSchema, data, 'stock alert')
}

export function useRequestStockAlert() {
  return useMutation({ mutationFn: requestStockAlert })
}
