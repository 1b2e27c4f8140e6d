import type { EmbeddedVideoComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, type StoredBlock, str, text } from '../shared/mapping'

export function mapEmbeddedVideo(block: StoredBlock): EmbeddedVideoComponent {
  return {
    ...base(block),
    Type: 'embeddedVideo',
    Title: text(block.title),
    VideoId: str(block.videoId),
    Thumbnail: toImage(block.thumbnail),
  }
}
