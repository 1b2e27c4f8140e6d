// campaign: a campaign banner (image, title, text, link) on the wine colour, followed by the campaign's products.
import { useId, useRef } from 'react'
import styled from 'styled-components'
import { Carousel } from '@/components/Carousel/Carousel'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Container } from '@/components/Container/Container'
import { BlockTitle } from '@/components/Section/BlockSection'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { PRODUCT_CAROUSEL_SLIDES_PER_VIEW } from '@/config/constants'
import { ProductTile } from '@/features/product/components/ProductTile'
import { TrackedProductList } from '@/features/tracking/productLists'
import type { BlockProps } from '../types'
import type { CampaignBlock } from './schema'
import { theme } from '@/styles/theme'

const BANNER_IMAGE_WIDTH = 720
const BANNER_IMAGE_SIZES = '(min-width: 1440px) 720px, (min-width: 768px) 50vw, 100vw'

const Wrapper = styled(Container)`
  display: grid;
  /* minmax(0, 1fr): the carousel's wide track must not widen the column past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xl};
`

const Banner = styled.div<{ $withImage: boolean }>`
  display: grid;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.tones.wine.background};
  color: ${theme.tones.wine.text};

  ${theme.media.tablet} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr')};
    align-items: center;
  }

  *:focus-visible {
    outline-color: ${theme.tones.wine.focus};
  }
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  padding: ${theme.space.xl};

  p {
    margin: 0;
  }
`

const CampaignLink = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.lg}`};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.onPrimary};
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${theme.colors.goldSoft};
    color: ${theme.colors.primaryHover};
  }
`

export function Campaign({ block }: BlockProps<CampaignBlock>) {
  const headingId = useId()
  const ref = useRef<HTMLElement>(null)
  return (
    <Wrapper as="section" ref={ref} aria-labelledby={headingId}>
      <Banner $withImage={Boolean(block.Image)}>
        <Body>
          <BlockTitle id={headingId}>{block.Title}</BlockTitle>
          {block.Text ? <p>{block.Text}</p> : null}
          {block.Link ? (
            <CampaignLink href={block.Link.Url} newWindow={block.Link.NewWindow}>
              {block.Link.Text || block.Title}
            </CampaignLink>
          ) : null}
        </Body>
        {block.Image ? <CmsImage image={block.Image} preset="Landscape" width={BANNER_IMAGE_WIDTH} sizes={BANNER_IMAGE_SIZES} /> : null}
      </Banner>
      {block.Products.length > 0 ? (
        <TrackedProductList listId="campaign" listName={block.Title} products={block.Products} target={ref}>
          <Carousel
            label={block.Title}
            slides={block.Products.map((product) => (
              <ProductTile key={product.ProductId} product={product} />
            ))}
            slideKeys={block.Products.map((product) => String(product.ProductId))}
            slidesPerView={PRODUCT_CAROUSEL_SLIDES_PER_VIEW}
          />
        </TrackedProductList>
      ) : null}
    </Wrapper>
  )
}
