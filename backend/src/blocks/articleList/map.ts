import type { ArticleListComponent, ContentTeaser } from '@delikat/contract/components'
import { base, later, newestArticles, rows, text, toContentTeaser, type StoredBlock } from '../shared/mapping'
import { MAX_CONTENT_ITEMS } from '../shared/options'

/** The picked articles; an editor who picks none gets the newest ones, read when the page is read. */
export function mapArticleList(block: StoredBlock): ArticleListComponent {
  const picked = Array.isArray(block.articles) && block.articles.length > 0
  const component = {
    ...base(block),
    Type: 'articleList' as const,
    Title: text(block.title),
    Articles: rows(block.articles)
      .map(toContentTeaser)
      .filter((t): t is ContentTeaser => t !== null),
  }
  return picked
    ? component
    : later(component, async (c, payload, ctx) => void (c.Articles = await newestArticles(payload, ctx, MAX_CONTENT_ITEMS)))
}
