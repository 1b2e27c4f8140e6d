// The checkout's steps (docs/product.md §2 wizard) and how the current one lives in the URL (`/kassen/?trin=betaling`), so a
// reload, a link back from the payment page or the back button opens the same step. A later step cannot be opened
// before the earlier ones are done: the URL's step falls back to the first one that is not.
import type { ParsedUrlQuery } from 'node:querystring'
import { defaultValuesFor, schemaForFields, type FieldDefinition } from '@/components/Form/fieldDefinition'
import { paths } from '@/config/paths'
import { deliveryKindOf, type DeliveryDetails } from './api/schemas'

export const CHECKOUT_STEPS = ['levering', 'oplysninger', 'betaling'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** The query parameter that names the step. */
export const STEP_PARAM = 'trin'

export function parseStep(query: ParsedUrlQuery): CheckoutStep | null {
  const raw = query[STEP_PARAM]
  const value = Array.isArray(raw) ? raw[0] : raw
  return CHECKOUT_STEPS.find((step) => step === value) ?? null
}

export const stepIndex = (step: CheckoutStep): number => CHECKOUT_STEPS.indexOf(step)

/** The checkout's address on a step, e.g. for the receipt page's way back to payment. */
export function checkoutStepHref(step: CheckoutStep): string {
  return `${paths.checkout}?${STEP_PARAM}=${step}`
}

/** `asPath` with its step parameter set to `step`, the rest of the address kept. */
export function withStep(asPath: string, step: CheckoutStep): string {
  const [beforeHash = '', hash] = asPath.split('#', 2)
  const [pathname = '', search = ''] = beforeHash.split('?', 2)
  const params = new URLSearchParams(search)
  params.set(STEP_PARAM, step)
  return `${pathname}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`
}

/** Delivery is done when a method is chosen and what it needs is stored (an address, or a service point). */
export function isDeliveryDone(details: DeliveryDetails | undefined): boolean {
  const method = details?.DeliveryMethods.find((item) => item.Selected)
  if (!details || !method) return false
  switch (deliveryKindOf(method.DeliveryMethodType)) {
    case 'address':
      return details.DeliveryAddress !== null
    case 'serviceLocation':
      return details.ServiceLocation !== null
    default:
      return true
  }
}

/**
 * The invoice details are done when the values the server holds pass the form's own rules. (The server has no
 * "done" flag; a value it still refuses comes back from the payment as ErrorMessage and opens the step again.)
 */
export function isInvoiceDone(fields: readonly FieldDefinition[] | undefined): boolean {
  if (!fields || fields.length === 0) return false
  return schemaForFields(fields).safeParse(defaultValuesFor(fields)).success
}

/** The step to open for the URL's `wanted` step: never beyond the first step that is not done. */
export function allowedStep(wanted: CheckoutStep | null, done: { delivery: boolean; invoice: boolean }): CheckoutStep {
  const firstOpen: CheckoutStep = !done.delivery ? 'levering' : !done.invoice ? 'oplysninger' : 'betaling'
  if (wanted === null) return 'levering'
  return stepIndex(wanted) <= stepIndex(firstOpen) ? wanted : firstOpen
}
