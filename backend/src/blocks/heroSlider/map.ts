import type { HeroSliderComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, rows, type StoredBlock, str, text } from '../shared/mapping'

export function mapHeroSlider(block: StoredBlock): HeroSliderComponent {
  return {
    ...base(block),
    Type: 'heroSlider',
    Slides: rows(block.slides).map((s) => ({
      Title: str(s.title),
      Text: text(s.text),
      Image: toImage(s.image),
      Link: s.linkUrl ? { Url: String(s.linkUrl), Text: str(s.linkText) } : null,
    })),
  }
}
