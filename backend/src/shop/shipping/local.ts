/**
 * The built-in shipping provider (docs/adr/0044-order-fulfilment.md): the demo and the tests make labels with it,
 * without any outside call. Everything follows from the caller's key, so a retry under the same key gives the same
 * tracking number and never a second parcel.
 *
 * Tracking number: 20 digits, "99" (marks the number as ours, not PostNord's), 17 digits from the SHA-256 of the key,
 * and a GS1 mod-10 check digit over the 19 before it (the check PostNord's and other GS1 parcel numbers use).
 */
import { createHash } from 'node:crypto'
import { renderLabel } from './label'
import {
  CARRIER,
  parcelWeightGrams,
  parseShipmentRequest,
  trackingUrl,
  type ShipmentLabel,
  type ShipmentRequest,
  type ShippingProvider,
} from './provider'
import { SHOP_SENDER, type ShippingSender } from './sender'

const LOCAL_TRACKING_PREFIX = '99'
const BODY_DIGITS = 17

/** GS1 mod-10: from the right, digits weighted 3, 1, 3, …; the check digit tops the sum up to a multiple of 10. */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`GS1 check digits are over digits, got "${digits}"`)
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/** Whether the number's last digit is the GS1 check digit of the rest. */
export function hasValidCheckDigit(number: string): boolean {
  return /^\d{2,}$/.test(number) && gs1CheckDigit(number.slice(0, -1)) === Number(number.at(-1))
}

export function localTrackingNumber(key: string): string {
  const hash = BigInt(`0x${createHash('sha256').update(`delikat-shipment:${key}`).digest('hex')}`)
  const body = `${LOCAL_TRACKING_PREFIX}${(hash % 10n ** BigInt(BODY_DIGITS)).toString().padStart(BODY_DIGITS, '0')}`
  return `${body}${gs1CheckDigit(body)}`
}

export function createLocalProvider(options: { sender?: ShippingSender } = {}): ShippingProvider {
  const sender = options.sender ?? SHOP_SENDER
  return {
    name: 'local',
    async createShipment(input: ShipmentRequest): Promise<ShipmentLabel> {
      const request = parseShipmentRequest(input)
      const trackingNumber = localTrackingNumber(request.key)
      const labelPdf = await renderLabel({
        methodType: request.methodType,
        orderNumber: request.orderNumber,
        trackingNumber,
        sender,
        receiver: request.receiver,
        serviceLocation: request.methodType === 'PostNord' ? request.serviceLocation : null,
        lines: request.lines,
        weightGrams: parcelWeightGrams(request.weightGrams),
      })
      return {
        carrier: CARRIER,
        trackingNumber,
        trackingUrl: trackingUrl(trackingNumber),
        labelPdf,
        providerShipmentId: `local-${request.key}`,
      }
    },
  }
}
