// The way back to the payment step after the provider refused a payment (docs/adr/0036-mobilepay.md): the receipt
// page links to `/kassen/?trin=betaling&afvist=MobilePay`, and the payment step says what happened, with the refused
// method chosen again and the others open (a refused MobilePay shopper may choose card instead).
import type { ParsedUrlQuery } from 'node:querystring'
import { isProviderPaymentMethod, type ProviderPaymentMethod } from '@delikat/contract/checkout'
import { checkoutStepHref } from './checkoutSteps'

/** The query parameter naming the method the provider refused. */
const REFUSED_PARAM = 'afvist'

export function refusedPaymentHref(method: ProviderPaymentMethod | null | undefined): string {
  const href = checkoutStepHref('betaling')
  return method ? `${href}&${REFUSED_PARAM}=${method}` : href
}

/** The refused method the URL names, or null (anything else in the parameter is ignored). */
export function parseRefusedMethod(query: ParsedUrlQuery): ProviderPaymentMethod | null {
  const raw = query[REFUSED_PARAM]
  const value = Array.isArray(raw) ? raw[0] : raw
  return value && isProviderPaymentMethod(value) ? value : null
}
