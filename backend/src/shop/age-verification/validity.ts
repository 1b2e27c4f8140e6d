/**
 * Which age verifications count for a visitor (docs/adr/0022), as one SQL condition on `age_verifications a`, so the
 * basket view, the settings and the payment gate can never disagree: the logged-in customer's for a year, a basket's
 * for a day.
 */
import {
  ALCOHOL_ADULT_AGE,
  ALCOHOL_MIN_AGE,
  CUSTOMER_AGE_VERIFICATION_DAYS,
  GUEST_AGE_VERIFICATION_HOURS,
  type RequiredAge,
} from '../constants'

/** `basket` and `customer` are SQL expressions (columns or placeholders); the customer's may be NULL for a guest. */
export function validVerification(basket: string, customer: string): string {
  return `a.status = 'Verified' AND (
    (${customer} IS NOT NULL AND a.customer_id = ${customer} AND a.verified_at > now() - interval '${CUSTOMER_AGE_VERIFICATION_DAYS} days')
    OR (a.basket_uid = ${basket} AND a.verified_at > now() - interval '${GUEST_AGE_VERIFICATION_HOURS} hours'))`
}

export function asRequiredAge(value: unknown): RequiredAge | null {
  const age = Number(value)
  return age === ALCOHOL_ADULT_AGE || age === ALCOHOL_MIN_AGE ? age : null
}
