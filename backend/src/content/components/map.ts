/**
 * Turns the stored Payload blocks of a page (read with depth 2) into the contract's components: each block type's
 * mapper is in backend/src/blocks/<componentType>/map.ts, listed in MAPPERS (backend/src/blocks/index.ts). Lists
 * the shop computes rather than the editor picks (newest articles, recommendations, a product list) cannot come from
 * the stored block: a mapper leaves them empty and notes a query, `enrichComponents` runs the queries.
 */
import type { Component, ProductCard } from '@delikat/contract/components'
import type { Payload } from 'payload'
import { isComponentType, MAPPERS } from '../../blocks'
import { fillerOf, isB2BReader, isRow, markPriced, unpricedDoc, type MapContext, type StoredBlock } from '../../blocks/shared/mapping'
import { dbPool } from '../../db/pool'
import { toProductCard, type ProductDoc } from '../../shop/catalogue/product-card'
import { extrasOf, loadProductExtras } from '../../shop/pricing/load-pricing'

export type { MapContext }

/** The component for a block, or null for a block type the contract does not know (it is then left out). */
export function toComponent(block: StoredBlock, ctx: MapContext): Component | null {
  if (!isComponentType(block.blockType)) return null
  return MAPPERS[block.blockType](block, ctx)
}

/**
 * Fills the lists toComponent left empty (newest articles, recommendations, product lists), in place and in
 * parallel, as the public reads them: published pages only, B2C prices. Returns the same array.
 */
export async function enrichComponents(payload: Payload, components: Component[], ctx: MapContext): Promise<Component[]> {
  await Promise.all(components.map((c) => fillerOf(c)?.(payload, ctx)))
  await priceCards(payload, components, ctx)
  return components
}

/** Every product card in the components that still has its unpriced document, found by walking them. */
function unpricedCards(value: unknown, found: Array<[ProductCard, ProductDoc]>): void {
  if (Array.isArray(value)) {
    for (const item of value) unpricedCards(item, found)
  } else if (isRow(value)) {
    const doc = unpricedDoc(value as unknown as ProductCard)
    if (doc) found.push([value as unknown as ProductCard, doc])
    else for (const child of Object.values(value)) unpricedCards(child, found)
  }
}

/** The reader's prices (the public's, or a business customer's excl. VAT) with campaigns, before prices and variants,
 * for all of a page's cards at once. */
async function priceCards(payload: Payload, components: Component[], ctx: MapContext): Promise<void> {
  const found: Array<[ProductCard, ProductDoc]> = []
  unpricedCards(components, found)
  if (found.length === 0) return
  const extras = await loadProductExtras(
    dbPool(payload),
    found.map(([, doc]) => doc.id),
    ctx.culture,
  )
  for (const [card, doc] of found) {
    Object.assign(card, toProductCard(doc, { culture: ctx.culture, isB2B: isB2BReader(ctx) }, extrasOf(extras, doc.id)))
    markPriced(card)
  }
}
