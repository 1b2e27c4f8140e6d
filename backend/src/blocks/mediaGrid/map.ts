import type { MediaGridComponent } from '@delikat/contract/components'
import { base, html, images, oneOf, positive, type StoredBlock, text } from '../shared/mapping'
import { LEFT_RIGHT, MEDIA_GRID_DEFAULT_HEIGHT, MEDIA_GRID_MAX_IMAGES } from '../shared/options'

export function mapMediaGrid(block: StoredBlock): MediaGridComponent {
  return {
    ...base(block),
    Type: 'mediaGrid',
    Title: text(block.title),
    Html: text(html(block.content)),
    // docs/product.md §9: at most 2 images, 600 px high by default.
    Images: images(block.images).slice(0, MEDIA_GRID_MAX_IMAGES),
    LeftRight: oneOf(block.leftRight, LEFT_RIGHT, 'Højre'),
    Height: positive(block.height, MEDIA_GRID_DEFAULT_HEIGHT),
  }
}
