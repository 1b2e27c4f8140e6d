import type { ContentBlockComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, link, type StoredBlock, str, text } from '../shared/mapping'

export function mapContentBlock(block: StoredBlock): ContentBlockComponent {
  return {
    ...base(block),
    Type: 'contentBlock',
    Media: toImage(block.media),
    Subtitle: text(block.subtitle),
    Title: str(block.title),
    Link: link(block.link),
  }
}
