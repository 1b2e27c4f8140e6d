import type { ImagesComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, rows, type StoredBlock, text } from '../shared/mapping'

export function mapImages(block: StoredBlock): ImagesComponent {
  return {
    ...base(block),
    Type: 'images',
    // A row whose image is gone is left out.
    Images: rows(block.images).flatMap((i) => {
      const image = toImage(i.image)
      return image ? [{ Image: image, Caption: text(i.caption) }] : []
    }),
  }
}
