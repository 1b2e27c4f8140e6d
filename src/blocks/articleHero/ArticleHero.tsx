// articleHero: the head of an article page: its title (the page's h1), subtitle, date and author, and a wide
// image. The content page leaves out its own hidden h1 when an article hero is present.
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Container } from '@/components/Container/Container'
import { FormattedDate } from '@/components/FormattedDate/FormattedDate'
import type { BlockProps } from '../types'
import type { ArticleHeroBlock } from './schema'
import { theme } from '@/styles/theme'

const HERO_IMAGE_WIDTH = 1440

const Header = styled(Container)`
  display: grid;
  gap: ${theme.space.lg};
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.lg};
`

const Text = styled.div`
  max-width: 820px;

  h1 {
    margin-bottom: ${theme.space.sm};
    font-size: ${theme.fontSizes.xxl};
    ${theme.media.laptop} {
      font-size: ${theme.fontSizes.display};
    }
  }
`

const Subtitle = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`

const Meta = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`

const Figure = styled.div`
  overflow: hidden;
  border-radius: ${theme.radii.lg};
`

export function ArticleHero({ block, index }: BlockProps<ArticleHeroBlock>) {
  const { t } = useTranslation()
  return (
    <Header as="header">
      <Text>
        <h1>{block.Title}</h1>
        {block.Subtitle ? <Subtitle>{block.Subtitle}</Subtitle> : null}
        {block.Date || block.Author ? (
          <Meta>
            {block.Date ? <FormattedDate iso={block.Date} /> : null}
            {block.Date && block.Author ? ' · ' : null}
            {block.Author ? t('ArticleHero.By', { author: block.Author }) : null}
          </Meta>
        ) : null}
      </Text>
      {block.Image ? (
        <Figure>
          <CmsImage
            image={block.Image}
            preset="Landscape"
            width={HERO_IMAGE_WIDTH}
            sizes="(min-width: 1440px) 1440px, 100vw"
            priority={index === 0}
          />
        </Figure>
      ) : null}
    </Header>
  )
}
