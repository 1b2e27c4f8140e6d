// What has become of an order since it was placed, as the receipt and the order list tell it (docs/adr/0044-
// order-fulfilment.md; the fields in docs/api/customers.md): when it was sent or cancelled and the parcels it went out
// in with their tracking. Read beside the receipt's and the summary's own schemas, which keep unknown fields (as
// checkout/receiptNext.ts reads its own); an older answer without them tells nothing, and the page shows what it did.
import * as z from 'zod'
import type { Locale } from '@/config/constants'

const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => (value && value.trim() !== '' ? value : null))

const date = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => (value && !Number.isNaN(new Date(value).getTime()) ? value : null))

/** A link to open: only a web address, never `javascript:` or the like, whatever a carrier wrote. */
const webUrl = text.transform((value) => {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
})

const shipmentSchema = z.looseObject({
  ShippedAt: z.string().refine((value) => !Number.isNaN(new Date(value).getTime())),
  Carrier: text,
  TrackingNumber: text,
  TrackingUrl: webUrl,
  Lines: z
    .array(z.looseObject({ Name: z.string(), Quantity: z.number().int().min(0) }))
    .catch([])
    .default([]),
})
export type OrderShipment = z.infer<typeof shipmentSchema>

const receiptFulfilmentSchema = z.looseObject({
  Status: z.string().catch(''),
  ShippedAt: date,
  CancelledAt: date,
  Shipments: z
    .array(z.unknown())
    .catch([])
    .default([])
    // A parcel that cannot be read is left out rather than failing the receipt.
    .transform((items) => items.flatMap((item) => shipmentSchema.safeParse(item).data ?? []))
    .transform((items) => [...items].sort((a, b) => new Date(a.ShippedAt).getTime() - new Date(b.ShippedAt).getTime())),
  Delivery: z
    .looseObject({ MethodType: text })
    .nullish()
    .catch(null)
    .transform((value) => value?.MethodType ?? null),
})

/**
 * The order's state in a customer's words: cancelled; handed over in the shop (a pickup order); sent, with its
 * parcels; partly sent, with the parcels so far; or nothing to tell while it is only placed or paid.
 */
export type Fulfilment =
  | { Kind: 'None' }
  | { Kind: 'Cancelled'; At: string | null; Shipments: OrderShipment[] }
  | { Kind: 'HandedOver'; At: string }
  | { Kind: 'Shipped'; At: string; Shipments: OrderShipment[] }
  | { Kind: 'Partial'; Shipments: OrderShipment[] }

export function fulfilmentOf(receipt: unknown): Fulfilment {
  const parsed = receiptFulfilmentSchema.safeParse(receipt)
  if (!parsed.success) return { Kind: 'None' }
  const { Status, ShippedAt, CancelledAt, Shipments, Delivery } = parsed.data
  if (Status === 'Cancelled' || CancelledAt) return { Kind: 'Cancelled', At: CancelledAt, Shipments }
  if (ShippedAt) {
    return Delivery === 'SimplePickup' ? { Kind: 'HandedOver', At: ShippedAt } : { Kind: 'Shipped', At: ShippedAt, Shipments }
  }
  if (Shipments.length > 0) return { Kind: 'Partial', Shipments }
  return { Kind: 'None' }
}

/**
 * Whether "what happens next" has nothing left to promise: the whole order went out (or was handed over) or it was
 * cancelled. A partly sent order still has the rest to come.
 */
export function isSettledForCustomer(receipt: unknown): boolean {
  const kind = fulfilmentOf(receipt).Kind
  return kind === 'Cancelled' || kind === 'HandedOver' || kind === 'Shipped'
}

const summaryFulfilmentSchema = z.looseObject({ ShippedAt: date, TrackingUrl: webUrl })

/** The order list's part of it (OrderSummary): when the order was sent and the latest parcel's tracking link. */
export function summaryFulfilmentOf(summary: unknown): { ShippedAt: string | null; TrackingUrl: string | null } {
  const parsed = summaryFulfilmentSchema.safeParse(summary)
  return parsed.success
    ? { ShippedAt: parsed.data.ShippedAt, TrackingUrl: parsed.data.TrackingUrl }
    : { ShippedAt: null, TrackingUrl: null }
}

const SHORT_DATE_LOCALES: Record<Locale, string> = { da: 'da-DK', en: 'en-GB' }

/** A day in short, in Danish time: "27. nov." / "27 Nov"; null for a date that cannot be read. */
export function formatShortDate(iso: string, locale: Locale): string | null {
  const value = new Date(iso)
  if (Number.isNaN(value.getTime())) return null
  return new Intl.DateTimeFormat(SHORT_DATE_LOCALES[locale], { day: 'numeric', month: 'short', timeZone: 'Europe/Copenhagen' }).format(
    value,
  )
}
