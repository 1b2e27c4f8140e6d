// articleList: teasers of articles (image, date, title, teaser) in a card grid.
import { CardGrid } from '@/components/Cards/cardStyles'
import { LinkCard } from '@/components/Cards/LinkCard'
import { FormattedDate } from '@/components/FormattedDate/FormattedDate'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { ArticleListBlock } from './schema'

/** Widest rendered card image: three cards in the 1440 px column. */
const ARTICLE_IMAGE_WIDTH = 480
const ARTICLE_IMAGE_SIZES = '(min-width: 1440px) 460px, (min-width: 768px) 45vw, 90vw'

export function ArticleList({ block }: BlockProps<ArticleListBlock>) {
  if (block.Articles.length === 0) return null
  return (
    <BlockSection title={block.Title}>
      <CardGrid $min={280}>
        {block.Articles.map((article) => (
          <li key={article.Id}>
            <LinkCard
              href={article.Url}
              title={article.Title}
              image={article.Image}
              preset="Landscape"
              imageWidth={ARTICLE_IMAGE_WIDTH}
              sizes={ARTICLE_IMAGE_SIZES}
              meta={article.Date ? <FormattedDate iso={article.Date} /> : null}
              text={article.Teaser}
            />
          </li>
        ))}
      </CardGrid>
    </BlockSection>
  )
}
