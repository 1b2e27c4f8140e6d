// latestContent: the newest pages as teaser cards in the masonry layout (docs/product.md §2), so teasers of different
// lengths pack without gaps.
import { LinkCard } from '@/components/Cards/LinkCard'
import { FormattedDate } from '@/components/FormattedDate/FormattedDate'
import { Masonry } from '@/components/Masonry/Masonry'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { LatestContentBlock } from './schema'

const TEASER_IMAGE_WIDTH = 480
const TEASER_IMAGE_SIZES = '(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 90vw'
/** Teasers carry text: at most three columns. */
const TEASER_COLUMNS = { tablet: 2, laptop: 3, desktop: 3, wide: 3 }

export function LatestContent({ block }: BlockProps<LatestContentBlock>) {
  if (block.Items.length === 0) return null
  return (
    <BlockSection title={block.Title}>
      <Masonry as="ul" columns={TEASER_COLUMNS}>
        {block.Items.map((item) => (
          <LinkCard
            key={item.Id}
            href={item.Url}
            title={item.Title}
            image={item.Image}
            preset="Landscape"
            imageWidth={TEASER_IMAGE_WIDTH}
            sizes={TEASER_IMAGE_SIZES}
            meta={item.Date ? <FormattedDate iso={item.Date} /> : null}
            text={item.Teaser}
          />
        ))}
      </Masonry>
    </BlockSection>
  )
}
