/**
 * The before price of a reduction (the price-indication rules, Omnibus art. 6a): the lowest price the product had
 * during the 30 days before the reduction began. Pure; the history rows come from the price-history collection.
 */
export const BEFORE_PRICE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export interface PricePoint {
  price: number
  validFrom: Date
}

/**
 * The lowest price in force at any moment of [start - 30 days, start). The price in force when the window opens
 * counts, as do all changes inside it. Null when the product had no recorded price before the start.
 */
export function lowestPriceBefore(history: PricePoint[], start: Date, days = BEFORE_PRICE_DAYS): number | null {
  const windowStart = start.getTime() - days * DAY_MS
  const sorted = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime())
  let inForceAtOpen: PricePoint | null = null
  let lowest: number | null = null
  for (const point of sorted) {
    const at = point.validFrom.getTime()
    if (at >= start.getTime()) break
    if (at <= windowStart) inForceAtOpen = point
    else lowest = lowest === null ? point.price : Math.min(lowest, point.price)
  }
  if (inForceAtOpen) lowest = lowest === null ? inForceAtOpen.price : Math.min(lowest, inForceAtOpen.price)
  return lowest
}

/**
 * The before price to show next to a campaign price: the 30-day lowest, or the current regular price when the
 * history is empty. Shown only when it is above the campaign price; otherwise there is no reduction to announce.
 */
export function beforePrice(history: PricePoint[], campaignStart: Date, regular: number, campaignPrice: number): number | null {
  const lowest = lowestPriceBefore(history, campaignStart) ?? regular
  return lowest > campaignPrice ? lowest : null
}
