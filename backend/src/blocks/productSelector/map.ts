import type { ProductSelectorComponent } from '@delikat/contract/components'
import { base, type MapContext, products, type StoredBlock, text } from '../shared/mapping'

export function mapProductSelector(block: StoredBlock, ctx: MapContext): ProductSelectorComponent {
  return {
    ...base(block),
    Type: 'productSelector',
    Title: text(block.title),
    Text: text(block.text),
    Products: products(block.products, ctx),
  }
}
