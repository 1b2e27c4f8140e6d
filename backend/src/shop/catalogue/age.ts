/** The age a buyer must have reached for a product, and for a basket of them (constants.ts, the 2025 rules). */
import {
  ALCOHOL_ADULT_ABOVE_PERCENTAGE,
  ALCOHOL_ADULT_AGE,
  ALCOHOL_AGE_LIMIT_ABOVE_PERCENTAGE,
  ALCOHOL_MIN_AGE,
  type AgeLimitOverride,
  type RequiredAge,
} from '../constants'

/**
 * 16 or 18, or null when anyone may buy it. Staff's override wins; `auto` (and an empty value, as on a product
 * written without the field) follows the alcohol percentage.
 */
export function requiredAge(
  alcoholPercentage: number | null | undefined,
  override: AgeLimitOverride | null | undefined,
): RequiredAge | null {
  switch (override) {
    case 'none':
      return null
    case '16':
      return ALCOHOL_MIN_AGE
    case '18':
      return ALCOHOL_ADULT_AGE
  }
  if (alcoholPercentage === null || alcoholPercentage === undefined || !Number.isFinite(alcoholPercentage)) return null
  if (alcoholPercentage <= ALCOHOL_AGE_LIMIT_ABOVE_PERCENTAGE) return null
  return alcoholPercentage > ALCOHOL_ADULT_ABOVE_PERCENTAGE ? ALCOHOL_ADULT_AGE : ALCOHOL_MIN_AGE
}

/** The highest of several required ages: what a basket holding them all asks of its buyer. */
export function highestRequiredAge(ages: Iterable<RequiredAge | null>): RequiredAge | null {
  let highest: RequiredAge | null = null
  for (const age of ages) if (age !== null && (highest === null || age > highest)) highest = age
  return highest
}
