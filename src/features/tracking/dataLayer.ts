// The one way into window.dataLayer for the shop's analytics events (docs/analytics.md). Pushing to the array sets
// no cookie and sends nothing: the tag manager reads it only once the visitor has consented (features/consent), so
// events are pushed regardless of consent.

declare global {
  interface Window {
    // Declared the same way in features/consent/consentMode.ts: both push to the one array Google's tags read.
    dataLayer?: unknown[]
  }
}

/** Pushes an event; an e-commerce event is preceded by `{ ecommerce: null }`, so the tag manager does not merge
 * the previous event's items into it (Google's advice for GA4 e-commerce). */
export function pushDataLayer(event: { event: string; [field: string]: unknown }): void {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push(event)
}
