/** The cultures the shop answers in (docs/product.md §1); Danish is the default. */
export const CULTURES = ['da', 'en'] as const
export type Culture = (typeof CULTURES)[number]
export const DEFAULT_CULTURE: Culture = 'da'
