// DESIGN §6 (Danish rules since 1 April 2025): drinks from 1.2 % up to 6 % vol may be sold from the age of 16,
// stronger ones from 18. The product page tells the shopper before the basket does.

/** From this strength a drink counts as alcohol for the age limit, in % vol. */
export const ALCOHOL_AGE_LIMIT_FROM_PERCENTAGE = 1.2
/** Above this strength the buyer must be 18, in % vol. */
export const ALCOHOL_ADULT_ABOVE_PERCENTAGE = 6
export const ALCOHOL_MIN_AGE = 16
export const ALCOHOL_ADULT_AGE = 18

/** The age a buyer must have reached, or null when the product is not alcohol in the law's sense. */
export function alcoholAgeLimit(percentage: number | null | undefined): number | null {
  if (percentage === null || percentage === undefined || !Number.isFinite(percentage)) return null
  if (percentage < ALCOHOL_AGE_LIMIT_FROM_PERCENTAGE) return null
  return percentage > ALCOHOL_ADULT_ABOVE_PERCENTAGE ? ALCOHOL_ADULT_AGE : ALCOHOL_MIN_AGE
}
