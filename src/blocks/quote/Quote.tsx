// quote: a pull quote with its author and an optional portrait.
import styled from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { QuoteBlock } from './schema'
import { theme } from '@/styles/theme'

const PORTRAIT_WIDTH = 96

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${theme.space.md};
  margin: 0;
  text-align: center;

  blockquote {
    margin: 0;
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.xl};
    font-style: italic;
    line-height: 1.4;
    ${theme.media.laptop} {
      font-size: ${theme.fontSizes.xxl};
    }
  }

  blockquote::before {
    content: '“';
    display: block;
    color: ${theme.colors.primary};
    font-size: 3em;
    line-height: 0.6;
  }

  figcaption {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
`

const Portrait = styled.div`
  width: ${PORTRAIT_WIDTH}px;
  overflow: hidden;
  border-radius: ${theme.radii.pill};
`

export function Quote({ block }: BlockProps<QuoteBlock>) {
  return (
    <BlockSection width="narrow">
      <Figure>
        {block.Image ? (
          <Portrait>
            <CmsImage image={block.Image} preset="Square" width={PORTRAIT_WIDTH} />
          </Portrait>
        ) : null}
        <blockquote>
          <p>{block.Quote}</p>
        </blockquote>
        {block.Author ? <figcaption>{block.Author}</figcaption> : null}
      </Figure>
    </BlockSection>
  )
}
