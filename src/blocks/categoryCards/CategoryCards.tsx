// categoryCards (docs/product.md §2): cards linking to the configured url (the backend sends the root when none is set),
// in a new window when NewWindow is set; images sized 30vw / 45vw / 90vw (docs/product.md §9).
import { CardGrid } from '@/components/Cards/cardStyles'
import { LinkCard } from '@/components/Cards/LinkCard'
import { BlockSection } from '@/components/Section/BlockSection'
import { CATEGORY_CARD_IMAGE_SIZES } from '@/config/constants'
import type { BlockProps } from '../types'
import type { CategoryCardsBlock } from './schema'

/** 30vw of the 1440 px layout, rounded up to a srcset step. */
const CATEGORY_CARD_IMAGE_WIDTH = 480

export function CategoryCards({ block }: BlockProps<CategoryCardsBlock>) {
  if (block.Cards.length === 0) return null
  return (
    <BlockSection title={block.Title}>
      <CardGrid $min={280}>
        {block.Cards.map((card, index) => (
          <li key={`${card.Url}-${index}`}>
            <LinkCard
              href={card.Url}
              title={card.Title}
              image={card.Image}
              preset="Landscape"
              imageWidth={CATEGORY_CARD_IMAGE_WIDTH}
              sizes={CATEGORY_CARD_IMAGE_SIZES}
              newWindow={card.NewWindow}
            />
          </li>
        ))}
      </CardGrid>
    </BlockSection>
  )
}
