// A product card in lists and carousels: the image on a calm backdrop with the campaign splash and the favourite
// heart, the name linking to the product, a tasting's date and place, the few facts that choose a product of its
// kind (wine: country, grape, bottle size; food: origin and weight), the price (with the campaign's before price,
// "ekskl. moms" for a business customer, and the unit price) with the age sign of alcohol beside it, stock (a
// tasting's seats), and a quiet add-to-basket.
import Link from 'next/link'
import styled from 'styled-components'
import { AgeSign } from '@/components/AgeSign/AgeSign'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Price } from '@/components/Price/Price'
import { AddToBasketButton } from '@/features/basket/components/AddToBasket'
import { FavouriteButton } from '@/features/favourites/components/FavouriteButton'
import { useSelectItem } from '@/features/tracking/productLists'
import type { ProductCard } from '@/lib/schemas'
import { CampaignBadge } from './CampaignBadge'
import { cardFacts } from '../cardFacts'
import { EventLine } from './EventInfo'
import { StockStatus } from './StockStatus'
import { theme } from '@/styles/theme'

/** Rendered width of a tile image at the widest layout (4 per row in 1440 px). */
const TILE_IMAGE_WIDTH = 320
/** A carousel shows 1.2 cards on a phone; a grid passes its own (two per row). */
const TILE_IMAGE_SIZES = '(min-width: 1280px) 320px, (min-width: 768px) 45vw, 80vw'
/** The favourite heart's disc (FavouriteButton), which the campaign splash must not run under. */
const HEART_SIZE = '44px'

/** Room around the card's content for a focus ring (3 px + 2 px offset): a carousel's viewport clips at the card's
 * edge, and the card itself has no visible box. */
const FOCUS_ROOM = '6px'

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  height: 100%;
  padding: ${FOCUS_ROOM};
  border-radius: ${theme.radii.md};

  /* The name's link covers the card, so its focus ring is drawn around the card, inside the room kept for it. */
  &:has(h3 a:focus-visible) {
    ${theme.focusRing}
    outline-offset: -3px;
  }
`

const ImageFrame = styled.div`
  position: relative;
  margin-bottom: ${theme.space.sm};
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.canvas};
`

// The whole product in view on the backdrop (not cropped); a packshot's white studio background blends into it.
const TileImage = styled(CmsImage)`
  object-fit: contain;
  background: transparent;
  mix-blend-mode: multiply;
  transition: transform 0.4s ease;

  ${Card}:hover & {
    transform: scale(1.03);
  }
`

// On a card of ~160 px (two per row on a phone) a long splash wraps instead of running under the heart.
const Splash = styled(CampaignBadge)`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  max-width: calc(100% - ${HEART_SIZE} - ${theme.space.sm} - 2 * ${theme.space.xs});
  overflow-wrap: anywhere;
`

// A plain white disc: the heart itself is the control's visible part; the pressed state keeps its wine border.
// Above the name link's cover (see Name).
const Favourite = styled(FavouriteButton)`
  position: absolute;
  z-index: 1;
  top: ${theme.space.xs};
  right: ${theme.space.xs};
  border-color: transparent;
  box-shadow: none;
`

const Name = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.heading};
  line-height: ${theme.lineHeights.snug};
  /* Two cards to a phone's row: a long Danish compound word breaks rather than widening the card. */
  overflow-wrap: break-word;
  hyphens: auto;

  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }

  /* The name's link covers the card, so the image is a way to the product too (one link, one tab stop). */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 0;
  }

  a:hover {
    text-decoration: underline;
  }

  /* Where :has() works, the card shows the ring (see Card); elsewhere the link keeps its own. */
  @supports selector(:has(a)) {
    a:focus-visible {
      outline: none;
    }
  }

  ${theme.media.tablet} {
    font-size: ${theme.fontSizes.lg};
  }
`

/** "Italien · Nebbiolo · 0,75 l": the values in a line of text (wrapping between words like a sentence), each
 * labelled for screen readers. */
const Facts = styled.dl`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};

  div,
  dd {
    display: inline;
    margin: 0;
  }
`

const Separator = styled.span`
  color: ${theme.colors.textMuted};
`

const HiddenTerm = styled.dt`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`

// Above the name link's cover, so the price, the heart and the button stay their own targets.
const Footer = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin-top: auto;
  padding-top: ${theme.space.sm};
`

// The footers sit at the cards' bottoms; fixed heights for the price row (the small age sign's) and the unit price
// line keep the prices of a row level whether a card has a sign or a unit price or not.
const PriceRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
  min-height: 32px;

  /* A campaign's price wraps its before price under it on a narrow card; the age sign keeps its place. */
  & > :first-child {
    min-width: 0;
  }
`

const UnitPrice = styled.p`
  min-height: ${theme.lineHeights.body}em;
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`

const Add = styled.div`
  margin-top: ${theme.space.xs};

  /* "Læg i kurv" within a phone's half-width card. */
  button {
    padding-inline: ${theme.space.sm};
  }

  ${theme.media.tablet} {
    button {
      padding-inline: ${theme.space.lg};
    }
  }
`

/** `imageSizes`: the image's `sizes` where the list knows the card's width better (ProductGrid). */
export function ProductTile({ product, imageSizes = TILE_IMAGE_SIZES }: { product: ProductCard; imageSizes?: string }) {
  const facts = cardFacts(product)
  const selectItem = useSelectItem(product)
  return (
    <Card>
      <ImageFrame>
        <TileImage image={product.PrimaryImage} preset="Square" width={TILE_IMAGE_WIDTH} sizes={imageSizes} />
        <Splash text={product.CampaignSplash ?? product.Pricing.Campaign?.Text} compact />
        <Favourite productId={product.ProductId} productName={product.Name} />
      </ImageFrame>
      <Name>
        <Link href={product.RelativeUrl} onClick={selectItem}>
          {product.Name}
        </Link>
      </Name>
      {product.Event ? <EventLine event={product.Event} /> : null}
      {facts.length > 0 ? (
        <Facts data-testid="card-facts">
          {facts.map((fact, index) => (
            <div key={fact.Key}>
              <HiddenTerm>{fact.Label}</HiddenTerm>
              <dd>
                {/* Unbreakable before the dot, a space after it: a wrapped line never starts with a dot. */}
                {index > 0 ? <Separator aria-hidden="true">{'\u00a0· '}</Separator> : null}
                {fact.Value}
              </dd>
            </div>
          ))}
        </Facts>
      ) : null}
      <Footer>
        <PriceRow>
          <Price
            price={product.Pricing.CurrentPrice}
            beforePrice={product.Pricing.BeforePrice}
            // Consumer prices include VAT as a matter of course; a business customer is told the price does not.
            includesVat={product.Pricing.IncludesVat ? null : false}
          />
          <AgeSign age={product.RequiredAge} />
        </PriceRow>
        <UnitPrice>{product.PricePerNetContent}</UnitPrice>
        <StockStatus stock={product.Stock} event={product.Event} />
        <Add>
          <AddToBasketButton product={product} variant="secondary" />
        </Add>
      </Footer>
    </Card>
  )
}
