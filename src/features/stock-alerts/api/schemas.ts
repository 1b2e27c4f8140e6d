// The answers of the back-in-stock calls (docs/api/stock-alerts.md), checked with zod where they arrive.
import * as z from 'zod'

/** `Active`: mailed when it is back. `ConfirmationSent`: a confirmation mail goes to the address first. */
export const stockAlertAnswerSchema = z.object({ Status: z.enum(['Active', 'ConfirmationSent']) })
export type StockAlertAnswer = z.infer<typeof stockAlertAnswerSchema>

export const stockAlertLinkAnswerSchema = z.object({
  Status: z.enum(['Confirmed', 'Unsubscribed']),
  ProductId: z.number(),
  ProductName: z.string().nullable(),
  ProductUrl: z.string().nullable(),
})
export type StockAlertLinkAnswer = z.infer<typeof stockAlertLinkAnswerSchema>

/** The error code of an unknown, used or expired link (404). */
export const INVALID_STOCK_ALERT_TOKEN = 'InvalidToken'
