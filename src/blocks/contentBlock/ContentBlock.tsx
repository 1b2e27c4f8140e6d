// contentBlock (docs/product.md §2: media, subtitle, title, link): an image beside a short title and a call to action.
import styled from 'styled-components'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { BlockSection, BlockTitle } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { ContentBlockBlock } from './schema'
import { theme } from '@/styles/theme'

const MEDIA_WIDTH = 720
const MEDIA_SIZES = '(min-width: 1440px) 700px, (min-width: 768px) 50vw, 100vw'

const Grid = styled.div<{ $withMedia: boolean }>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  ${theme.media.tablet} {
    grid-template-columns: ${({ $withMedia }) => ($withMedia ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr')};
  }
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  padding: ${theme.space.xl};
`

const Subtitle = styled.p`
  margin: 0;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

export function ContentBlock({ block }: BlockProps<ContentBlockBlock>) {
  return (
    <BlockSection>
      <Grid $withMedia={Boolean(block.Media)}>
        {block.Media ? <CmsImage image={block.Media} preset="Landscape" width={MEDIA_WIDTH} sizes={MEDIA_SIZES} /> : null}
        <Body>
          <BlockTitle>{block.Title}</BlockTitle>
          {block.Subtitle ? <Subtitle>{block.Subtitle}</Subtitle> : null}
          {block.Link ? (
            <ButtonLink href={block.Link.Url} newWindow={block.Link.NewWindow}>
              {block.Link.Text || block.Title}
            </ButtonLink>
          ) : null}
        </Body>
      </Grid>
    </BlockSection>
  )
}
