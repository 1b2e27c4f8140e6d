/**
 * Shipping labels and tracking numbers behind one interface (docs/adr/0044-order-fulfilment.md): the order service asks
 * for a label when staff ship an order that PostNord carries, and gets the carrier's tracking number, its public
 * tracking page and the label PDF back. The built-in local provider (the demo and the tests) makes a test label
 * without any outside call; the Shipmondo adapter books the parcel with PostNord through Shipmondo.
 */
import { z } from 'zod'

/** The delivery methods that travel with PostNord and so need a label. */
export const LABEL_METHODS = ['DeliveryAddress', 'PostNord'] as const
export type LabelMethod = (typeof LABEL_METHODS)[number]

/**
 * true for DeliveryAddress (home delivery by PostNord) and PostNord (service point); false for SimplePickup, Burd,
 * NoDelivery and anything else.
 */
export function needsLabel(methodType: string | null | undefined): methodType is LabelMethod {
  return (LABEL_METHODS as readonly string[]).includes(methodType ?? '')
}

export interface ShipmentRequest {
  /** Idempotency key from the caller, 1–64 of [A-Za-z0-9_-]; the same key must never book two parcels. */
  key: string
  orderNumber: string
  methodType: LabelMethod
  /** The PostNord service point as stored on the order (free text with the point's id and name). */
  serviceLocation: string | null
  receiver: { name: string; company?: string | null; address: string; zip: string; city: string; email: string; phone?: string | null }
  lines: Array<{ name: string; quantity: number }>
  /** An estimate from the caller; clamped to MIN_WEIGHT_GRAMS. */
  weightGrams: number
}

export interface ShipmentLabel {
  /** 'PostNord' */
  carrier: string
  trackingNumber: string
  /** PostNord's public tracking page for the number. */
  trackingUrl: string
  /** A real PDF. */
  labelPdf: Uint8Array
  providerShipmentId: string
}

/** A label that could not be made. retryable: the same call (same key) may succeed later (timeouts, 5xx, 429). */
export class ShippingError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'ShippingError'
  }
}

export interface ShippingProvider {
  readonly name: 'local' | 'shipmondo'
  createShipment(request: ShipmentRequest): Promise<ShipmentLabel>
}

export const CARRIER = 'PostNord'

/** Shop rule: a parcel is booked at no less than this, about what the box and the packing weigh alone. */
export const MIN_WEIGHT_GRAMS = 100

export function trackingUrl(trackingNumber: string): string {
  return `https://tracking.postnord.com/dk/?id=${encodeURIComponent(trackingNumber)}`
}

/** The weight to book: whole grams, never under MIN_WEIGHT_GRAMS. */
export function parcelWeightGrams(weightGrams: number): number {
  return Math.max(MIN_WEIGHT_GRAMS, Math.round(weightGrams))
}

const text = (max: number) => z.string().trim().max(max)
const required = (max: number) => text(max).min(1)

const shipmentRequestSchema = z
  .strictObject({
    key: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a shipment key is 1 to 64 letters, digits, - or _'),
    orderNumber: required(32),
    methodType: z.enum(LABEL_METHODS),
    serviceLocation: text(300).nullable(),
    receiver: z.strictObject({
      name: required(100),
      company: text(100).nullish(),
      // A service-point order may have no street address of its own; a home delivery must (checked below).
      address: text(200),
      zip: text(10),
      city: text(100),
      email: z.email(),
      phone: text(30).nullish(),
    }),
    lines: z.array(z.strictObject({ name: required(200), quantity: z.number().int().positive() })).min(1),
    weightGrams: z.number().nonnegative(),
  })
  .superRefine((request, ctx) => {
    if (request.methodType !== 'DeliveryAddress') return
    for (const field of ['address', 'zip', 'city'] as const) {
      if (!request.receiver[field])
        ctx.addIssue({ code: 'custom', path: ['receiver', field], message: `home delivery needs the receiver's ${field}` })
    }
  })

/**
 * The request, checked. A request that does not pass is the caller's mistake and will not pass on a second try,
 * so it becomes a ShippingError that is not retryable, naming what is wrong.
 */
export function parseShipmentRequest(request: ShipmentRequest): ShipmentRequest {
  const parsed = shipmentRequestSchema.safeParse(request)
  if (!parsed.success) throw new ShippingError(`invalid shipment request: ${z.prettifyError(parsed.error)}`, false)
  return parsed.data
}

/**
 * The carrier's id of the service point in the order's free-text service location, or null when it carries none.
 * Recognised: the built-in data's "DK-472661" form (its digits) or an explicit marker ("id 96271", "ID: 96271",
 * "#96271", "[96271]", "(96271)", or 5 or more digits first). A bare 4-digit number is a postal code and never taken.
 */
export function servicePointId(serviceLocation: string | null | undefined): string | null {
  const value = serviceLocation ?? ''
  const patterns = [
    /\bDK-(\d{3,12})\b/i,
    /\bid(?:\s*[:.]\s*|\s+)([A-Za-z0-9-]*\d[A-Za-z0-9-]*)/i,
    /#\s*(\d{3,12})\b/,
    /[[(]\s*(\d{5,12})\s*[\])]/,
    /^\s*(\d{5,12})\b/,
  ]
  for (const pattern of patterns) {
    const match = pattern.exec(value)
    if (match?.[1]) return match[1]
  }
  return null
}
