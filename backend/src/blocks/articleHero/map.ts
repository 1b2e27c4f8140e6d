import type { ArticleHeroComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, type StoredBlock, str, text } from '../shared/mapping'

export function mapArticleHero(block: StoredBlock): ArticleHeroComponent {
  return {
    ...base(block),
    Type: 'articleHero',
    Title: str(block.title),
    Subtitle: text(block.subtitle),
    Image: toImage(block.image),
    Date: text(block.date),
    Author: text(block.author),
  }
}
