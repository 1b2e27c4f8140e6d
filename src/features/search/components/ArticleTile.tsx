// A content page found by the article search: image, date, title and teaser.
import { LinkCard } from '@/components/Cards/LinkCard'
import { FormattedDate } from '@/components/FormattedDate/FormattedDate'
import type { ArticleTeaser } from '../api/search-articles'

const ARTICLE_IMAGE_WIDTH = 480
const ARTICLE_IMAGE_SIZES = '(min-width: 1440px) 460px, (min-width: 768px) 45vw, 90vw'

export function ArticleTile({ article }: { article: ArticleTeaser }) {
  return (
    <LinkCard
      href={article.Url}
      title={article.Title}
      image={article.Image ?? null}
      preset="Landscape"
      imageWidth={ARTICLE_IMAGE_WIDTH}
      sizes={ARTICLE_IMAGE_SIZES}
      meta={article.Date ? <FormattedDate iso={article.Date} /> : null}
      text={article.Teaser}
    />
  )
}
