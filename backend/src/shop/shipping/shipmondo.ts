/**
 * Shipmondo (API v3) adapter, written from Shipmondo's public API documentation (docs/adr/0044-order-fulfilment.md):
 * books one PostNord parcel (MyPack Collect to a service point, MyPack Home to the door) and reads the package number
 * and the label PDF (base64) from the answer. Basic auth with the account's API user and API key. Nothing here has
 * talked to Shipmondo: the test fixtures (fixtures/shipmondo/*.json) are written from that documentation, not captured.
 *
 * Idempotency: the documentation shows no idempotency header, so the caller's key travels as the shipment's
 * `order_id` (the order number is the `reference` printed on the label). Before booking, the adapter asks for
 * shipments with that order_id and answers an existing one instead of booking again. The look-up and the booking
 * are two calls, so two calls with the same key at the same moment could both book; the order service runs one
 * operation per key at a time.
 */
import { z } from 'zod'
import {
  CARRIER,
  parcelWeightGrams,
  parseShipmentRequest,
  servicePointId,
  ShippingError,
  trackingUrl,
  type LabelMethod,
  type ShipmentLabel,
  type ShipmentRequest,
  type ShippingProvider,
} from './provider'
import { SHOP_SENDER, type ShippingSender } from './sender'

export const SHIPMONDO_API_URL = 'https://app.shipmondo.com/api/public/v3'
/** Shipmondo's sandbox, for a staging shop with sandbox keys. */
export const SHIPMONDO_SANDBOX_URL = 'https://sandbox.shipmondo.com/api/public/v3'
/** Booking waits for PostNord's answer, so it is given longer than a payment call. */
export const SHIPMONDO_TIMEOUT_MS = 20_000
/** Shipmondo's PostNord (Denmark) products: MyPack Home to the door, MyPack Collect to a service point. */
export const SHIPMONDO_PRODUCTS = { DeliveryAddress: 'PDK_MH', PostNord: 'PDK_MC' } as const satisfies Record<LabelMethod, string>
/** 10 × 19 cm, the label printers' format (Shipmondo also offers a4_pdf, png and zpl). */
export const SHIPMONDO_LABEL_FORMAT = '10x19_pdf'
/** Enough of an error answer to say what Shipmondo disliked. */
const ERROR_DETAIL_MAX_LENGTH = 300

const labelSchema = z.object({ base64: z.string().min(1), file_format: z.string().nullish() })
const shipmentSchema = z.object({
  id: z.number().int(),
  order_id: z.string().nullish(),
  reference: z.string().nullish(),
  pkg_no: z.string().nullish(),
  parcels: z.array(z.object({ pkg_no: z.string().nullish() })).nullish(),
  /** Present when the booking asked for a label_format. */
  labels: z.array(labelSchema).nullish(),
})
type ShipmondoShipment = z.infer<typeof shipmentSchema>

export interface ShipmondoOptions {
  apiUser: string
  apiKey: string
  fetchImpl?: typeof fetch
  /** SHIPMONDO_API_URL unless given (SHIPMONDO_SANDBOX_URL for sandbox keys). */
  baseUrl?: string
  /** true: book on the shop's own PostNord agreement; false (default): on Shipmondo's. */
  ownAgreement?: boolean
  /** Shipmondo's test_mode: dummy shipments and labels that cannot be used. */
  testMode?: boolean
  sender?: ShippingSender
}

/** Shipmondo's words in an error answer: `{ "error": "…" }` as its documentation shows, or a list of errors. */
async function errorDetail(response: Response): Promise<string> {
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return ''
  }
  const parts: string[] = []
  const collect = (value: unknown) => {
    if (typeof value === 'string') parts.push(value)
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>
    collect(record.error ?? record.message ?? record.errors)
  }
  return parts.join(' ').trim().slice(0, ERROR_DETAIL_MAX_LENGTH)
}

function decodePdf(base64: string): Uint8Array | null {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'))
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-' ? bytes : null
}

export function createShipmondoProvider(options: ShipmondoOptions): ShippingProvider {
  const { apiUser, apiKey, fetchImpl = fetch, baseUrl = SHIPMONDO_API_URL, ownAgreement = false, testMode = false } = options
  const sender = options.sender ?? SHOP_SENDER
  const headers = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString('base64')}`,
  }

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const what = `Shipmondo ${method} ${path.split('?')[0]}`
    const timeout = AbortSignal.timeout(SHIPMONDO_TIMEOUT_MS)
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: timeout,
      })
    } catch (error) {
      // Nothing is known about what Shipmondo did: the same call with the same key finds the booking, if any.
      throw new ShippingError(`${what} ${timeout.aborted ? `timed out after ${SHIPMONDO_TIMEOUT_MS / 1000} s` : 'failed'}`, true, {
        cause: error,
      })
    }
    if (!response.ok) {
      const detail = await errorDetail(response)
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408
      // A refusal (422: an address or product PostNord will not take, 401: wrong keys) is for staff to read as
      // Shipmondo put it; a passing fault says where it happened.
      throw new ShippingError(
        retryable || !detail ? `${what} answered ${response.status}${detail ? `: ${detail}` : ''}` : detail,
        retryable,
      )
    }
    let json: unknown
    try {
      json = await response.json()
    } catch (error) {
      throw new ShippingError(`${what} answered ${response.status} without JSON`, true, { cause: error })
    }
    const parsed = schema.safeParse(json)
    // The booking may have gone through: a retry with the same key looks it up before booking again.
    if (!parsed.success) throw new ShippingError(`${what} answered an unexpected shape: ${z.prettifyError(parsed.error)}`, true)
    return parsed.data
  }

  async function existing(key: string): Promise<ShipmondoShipment | undefined> {
    const found = await call('GET', `/shipments?order_id=${encodeURIComponent(key)}&per_page=10`, z.array(shipmentSchema))
    // The filter is Shipmondo's; the key must match exactly.
    return found.find((shipment) => shipment.order_id === key)
  }

  async function labelOf(shipment: ShipmondoShipment): Promise<Uint8Array> {
    const inline = (shipment.labels ?? []).map((label) => decodePdf(label.base64)).find((pdf) => pdf !== null)
    if (inline) return inline
    const labels = await call('GET', `/shipments/${shipment.id}/labels?format=${SHIPMONDO_LABEL_FORMAT}`, z.array(labelSchema))
    const pdf = labels.map((label) => decodePdf(label.base64)).find((bytes) => bytes !== null)
    if (!pdf) throw new ShippingError(`Shipmondo has no PDF label for shipment ${shipment.id} yet`, true)
    return pdf
  }

  function bookingBody(request: ShipmentRequest) {
    const { receiver } = request
    const pointId = request.methodType === 'PostNord' ? servicePointId(request.serviceLocation) : null
    return {
      ...(testMode ? { test_mode: true } : {}),
      own_agreement: ownAgreement,
      label_format: SHIPMONDO_LABEL_FORMAT,
      product_code: SHIPMONDO_PRODUCTS[request.methodType],
      // PostNord tells the receiver by e-mail, and by text message when there is a number.
      service_codes: receiver.phone ? 'EMAIL_NT,SMS_NT' : 'EMAIL_NT',
      reference: request.orderNumber,
      order_id: request.key,
      sender: {
        name: sender.name,
        address1: sender.address,
        zipcode: sender.zip,
        city: sender.city,
        country_code: sender.countryCode,
        email: sender.email,
        telephone: sender.phone,
      },
      receiver: {
        name: receiver.company || receiver.name,
        ...(receiver.company ? { attention: receiver.name } : {}),
        address1: receiver.address,
        zipcode: receiver.zip,
        city: receiver.city,
        country_code: 'DK',
        email: receiver.email,
        ...(receiver.phone ? { mobile: receiver.phone } : {}),
      },
      // A service point whose id the order does not carry: Shipmondo picks the one nearest the receiver's address.
      ...(request.methodType === 'PostNord'
        ? pointId
          ? { service_point: { id: pointId } }
          : { automatic_select_service_point: true }
        : {}),
      parcels: [{ weight: parcelWeightGrams(request.weightGrams) }],
    }
  }

  return {
    name: 'shipmondo',
    async createShipment(input: ShipmentRequest): Promise<ShipmentLabel> {
      const request = parseShipmentRequest(input)
      const { receiver } = request
      if (!receiver.address || !receiver.zip || !receiver.city) {
        throw new ShippingError("Shipmondo needs the receiver's street address, postal code and city, also for a service point", false)
      }
      const shipment = (await existing(request.key)) ?? (await call('POST', '/shipments', shipmentSchema, bookingBody(request)))
      const trackingNumber = shipment.pkg_no || shipment.parcels?.find((parcel) => parcel.pkg_no)?.pkg_no
      if (!trackingNumber) throw new ShippingError(`Shipmondo shipment ${shipment.id} has no package number yet`, true)
      return {
        carrier: CARRIER,
        trackingNumber,
        trackingUrl: trackingUrl(trackingNumber),
        labelPdf: await labelOf(shipment),
        providerShipmentId: String(shipment.id),
      }
    },
  }
}
