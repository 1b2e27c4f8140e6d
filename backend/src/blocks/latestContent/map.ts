import type { ContentTeaser, LatestContentComponent } from '@delikat/contract/components'
import { base, later, newestArticles, positive, text, type StoredBlock } from '../shared/mapping'
import { MAX_CONTENT_ITEMS } from '../shared/options'

/** The newest articles, read when the page is read. */
export function mapLatestContent(block: StoredBlock): LatestContentComponent {
  const limit = Math.min(Math.round(positive(block.limit, 3)), MAX_CONTENT_ITEMS)
  return later(
    { ...base(block), Type: 'latestContent' as const, Title: text(block.title), Items: [] as ContentTeaser[] },
    async (c, payload, ctx) => {
      c.Items = await newestArticles(payload, ctx, limit)
    },
  )
}
