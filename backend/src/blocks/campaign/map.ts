import type { CampaignComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, type MapContext, link, products, type StoredBlock, str, text } from '../shared/mapping'

export function mapCampaign(block: StoredBlock, ctx: MapContext): CampaignComponent {
  return {
    ...base(block),
    Type: 'campaign',
    Title: str(block.title),
    Text: text(block.text),
    Image: toImage(block.image),
    Link: link(block.link),
    Products: products(block.products, ctx),
  }
}
