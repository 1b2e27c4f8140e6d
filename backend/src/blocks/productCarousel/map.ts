import type { ProductCarouselComponent } from '@delikat/contract/components'
import { base, type MapContext, products, type StoredBlock, text } from '../shared/mapping'

export function mapProductCarousel(block: StoredBlock, ctx: MapContext): ProductCarouselComponent {
  return { ...base(block), Type: 'productCarousel', Title: text(block.title), Products: products(block.products, ctx) }
}
