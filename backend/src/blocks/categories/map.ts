import type { CategoriesComponent } from '@delikat/contract/components'
import { base, categoryTeasers, type StoredBlock, text } from '../shared/mapping'

export function mapCategories(block: StoredBlock): CategoriesComponent {
  return { ...base(block), Type: 'categories', Title: text(block.title), Categories: categoryTeasers(block.items) }
}
