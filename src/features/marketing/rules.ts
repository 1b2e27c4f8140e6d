// When the marketing platform may track a visitor (docs/product.md §4 and §6): a logged-in consumer (B2C) always, as
// their account's terms say; anyone else (a guest, a business customer) only with marketing consent. Never while
// staff act as a customer: what they do is not the customer's behaviour (docs/adr/0028).

export type TrackingSubject = {
  /** A customer is logged in, and of which kind; null for a guest (or while the login is being read). */
  clientType: 'B2C' | 'B2B' | null
  marketingConsent: boolean
  acting: boolean
}

export function trackingAllowed({ clientType, marketingConsent, acting }: TrackingSubject): boolean {
  if (acting) return false
  return clientType === 'B2C' || marketingConsent
}

/** Whether the customer may be identified to the platform by their HardId once tracking runs. */
export function identifyAllowed(subject: TrackingSubject): boolean {
  return subject.clientType !== null && trackingAllowed(subject)
}
