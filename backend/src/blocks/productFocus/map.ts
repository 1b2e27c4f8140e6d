import type { ProductFocusComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, type MapContext, oneOf, productCard, type StoredBlock, text } from '../shared/mapping'
import { IMAGE_POSITIONS } from '../shared/options'

export function mapProductFocus(block: StoredBlock, ctx: MapContext): ProductFocusComponent {
  return {
    ...base(block),
    Type: 'productFocus',
    Title: text(block.title),
    Text: text(block.text),
    Image: toImage(block.image),
    ImagePosition: oneOf(block.imagePosition, IMAGE_POSITIONS, 'left'),
    Product: productCard(block.product, ctx),
  }
}
