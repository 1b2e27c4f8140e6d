/**
 * Which art. 16 exemption a product falls under: staff's setting, or for `auto` a rule from what the catalogue
 * already knows. Events are tickets for a dated tasting or class (art. 16(l)). Food and gift baskets kept chilled or
 * frozen (cheese, charcuterie, fresh pesto) spoil fast once out of the cold chain (art. 16(d)); the storage attribute
 * says that more reliably than a category, where a jar of rillettes sits beside fresh salami. Everything else (wine,
 * oil, jars, chocolate, kitchen goods) may be withdrawn. Hygiene seals and made-to-order goods cannot be told from the
 * catalogue, so staff set those by hand.
 */
import type { ProductType } from '../constants'
import type { StorageType } from '../catalogue/attributes'
import type { LineExemption, WithdrawalExemptionSetting } from './constants'

export interface ExemptionFacts {
  type: ProductType | string | null
  storage?: StorageType | string | null
  /** Staff's setting; empty means `auto` (a product saved before the field existed). */
  withdrawalExemption?: WithdrawalExemptionSetting | string | null
}

const PERISHABLE_STORAGE = new Set(['chilled', 'frozen'])
const PERISHABLE_TYPES = new Set(['Food', 'GiftBasket'])
const SETTINGS = new Set<string>(['none', 'perishable', 'event', 'sealedHygiene', 'personalised'])

export function resolveExemption(product: ExemptionFacts): LineExemption {
  const setting = product.withdrawalExemption
  if (setting && SETTINGS.has(setting)) return setting as LineExemption
  if (product.type === 'Event') return 'event'
  if (PERISHABLE_TYPES.has(String(product.type)) && PERISHABLE_STORAGE.has(String(product.storage))) return 'perishable'
  return 'none'
}
