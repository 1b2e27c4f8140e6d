/**
 * Money is an integer number of øre everywhere. `formatPrice` is the one place it becomes text (docs/architecture.md §5):
 * whole kroner as `169,-`, otherwise `169,95`, thousands with a dot (`1.299,-`). The same rule in both
 * cultures, as Danish shops print it; deterministic, so server and browser render the same string.
 */

/** Danish VAT (moms) 25 %, as basis points to keep the arithmetic in integers (docs/architecture.md §6). */
export const VAT_RATE_BASIS_POINTS = 2500
export const BASIS_POINTS = 10_000

/** Prices are in Danish kroner (docs/product.md §1). */
export const CURRENCY = 'DKK'

export interface Money {
  Amount: number
  Text: string
}

function groupThousands(kroner: number): string {
  return String(kroner).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

export function formatPrice(ore: number): string {
  if (!Number.isInteger(ore)) throw new Error(`formatPrice expects whole øre, got ${ore}`)
  const sign = ore < 0 ? '-' : ''
  const abs = Math.abs(ore)
  const kroner = Math.floor(abs / 100)
  const rest = abs % 100
  return `${sign}${groupThousands(kroner)},${rest === 0 ? '-' : String(rest).padStart(2, '0')}`
}

export function money(ore: number): Money {
  return { Amount: ore, Text: formatPrice(ore) }
}

/** The price without VAT of a price that includes it, rounded to the nearest øre. */
export function withoutVat(inclVat: number): number {
  return Math.round((inclVat * BASIS_POINTS) / (BASIS_POINTS + VAT_RATE_BASIS_POINTS))
}

/** The VAT to add on top of a net amount, rounded to the nearest øre. */
export function vatOn(net: number): number {
  return Math.round((net * VAT_RATE_BASIS_POINTS) / BASIS_POINTS)
}

/** The VAT contained in an amount that includes it ("heraf moms"). */
export function vatContainedIn(inclVat: number): number {
  return inclVat - withoutVat(inclVat)
}
