import type { CategoryCardsComponent } from '@delikat/contract/components'
import { toImage } from '../../shop/catalogue/image'
import { base, isRow, link, rows, type StoredBlock, str, text } from '../shared/mapping'

export function mapCategoryCards(block: StoredBlock): CategoryCardsComponent {
  return {
    ...base(block),
    Type: 'categoryCards',
    Title: text(block.title),
    Cards: rows(block.cards).map((c) => ({
      Title: str(c.title),
      Image: toImage(c.image),
      // docs/product.md §2: the configured link, or the site root when there is none.
      Url: link(c.link)?.Url ?? '/',
      NewWindow: isRow(c.link) && c.link.newWindow === true,
    })),
  }
}
