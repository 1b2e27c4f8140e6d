import type { CategoryGalleryComponent } from '@delikat/contract/components'
import { base, categoryTeasers, type StoredBlock, text } from '../shared/mapping'

export function mapCategoryGallery(block: StoredBlock): CategoryGalleryComponent {
  return { ...base(block), Type: 'categoryGallery', Title: text(block.title), Categories: categoryTeasers(block.items) }
}
