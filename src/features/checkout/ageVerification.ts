// What the checkout needs to know about the age check (docs/adr/0022): whether the basket asks for one the visitor
// has not passed, which lines ask more than the visitor's verified age, and the outcome the backend's callback
// puts in the checkout's address when the shopper comes back from MitID (`?ageVerification=Verified&age=18`).
import type { ParsedUrlQuery } from 'node:querystring'
import type { Basket, BasketLine } from '@/features/basket/api/schemas'

export const AGE_OUTCOME_PARAM = 'ageVerification'
export const AGE_PARAM = 'age'

export const AGE_OUTCOMES = ['Verified', 'TooYoung', 'Failed', 'Cancelled'] as const
export type AgeOutcome = (typeof AGE_OUTCOMES)[number]

type AgeFacts = Pick<Basket, 'RequiredAge' | 'VerifiedAge'>

/** The basket holds age-limited goods and the visitor is not verified at that age (yet). */
export function needsAgeVerification(basket: AgeFacts): boolean {
  const required = basket.RequiredAge ?? null
  return required !== null && (basket.VerifiedAge ?? 0) < required
}

/** Whether a line asks more than the visitor's age: only once they are verified, and too young for it. */
export function isAboveVerifiedAge(line: Pick<BasketLine, 'Product'>, basket: Pick<Basket, 'VerifiedAge'>): boolean {
  const verified = basket.VerifiedAge ?? null
  const required = line.Product.RequiredAge ?? null
  return verified !== null && required !== null && required > verified
}

/** The lines a verified visitor is too young for (they stay in the basket, marked, until removed). */
export function linesAboveVerifiedAge(basket: Basket): BasketLine[] {
  return basket.Lines.filter((line) => !line.Unavailable && isAboveVerifiedAge(line, basket))
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The outcome in the address, or null when the shopper did not just come back from the age check. */
export function parseAgeOutcome(query: ParsedUrlQuery): { outcome: AgeOutcome; age: number | null } | null {
  const outcome = AGE_OUTCOMES.find((o) => o === first(query[AGE_OUTCOME_PARAM]))
  if (!outcome) return null
  const age = Number(first(query[AGE_PARAM]))
  return { outcome, age: Number.isInteger(age) && age > 0 ? age : null }
}

/** `asPath` without the outcome's parameters, so a reload does not announce it again. */
export function withoutAgeOutcome(asPath: string): string {
  const [beforeHash = '', hash] = asPath.split('#', 2)
  const [pathname = '', search = ''] = beforeHash.split('?', 2)
  const params = new URLSearchParams(search)
  params.delete(AGE_OUTCOME_PARAM)
  params.delete(AGE_PARAM)
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}${hash === undefined ? '' : `#${hash}`}`
}
