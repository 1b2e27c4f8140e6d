import type { SimilarProductsComponent } from '@delikat/contract/components'
import { base, type MapContext, products, type StoredBlock, text } from '../shared/mapping'

export function mapSimilarProducts(block: StoredBlock, ctx: MapContext): SimilarProductsComponent {
  return { ...base(block), Type: 'similarProducts', Title: text(block.title), Products: products(block.products, ctx) }
}
