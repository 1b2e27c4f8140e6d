import type { CarouselComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, link, rows, type StoredBlock, text } from '../shared/mapping'

export function mapCarousel(block: StoredBlock): CarouselComponent {
  return {
    ...base(block),
    Type: 'carousel',
    Title: text(block.title),
    Dual: block.dual === true,
    Slides: rows(block.slides).map((s) => ({ Image: toImage(s.image), Title: text(s.title), Text: text(s.text), Link: link(s.link) })),
  }
}
