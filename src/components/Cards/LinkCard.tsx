// A clickable card: image, title (the link), and optional meta line and text. Used for categories, articles
// and recipes.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { ImagePreset } from '@/config/constants'
import type { Image } from '@/lib/schemas'
import { Card, CardBody, CardImage, CardMeta, CardTitle, stretchedLink } from './cardStyles'
import { theme } from '@/styles/theme'

type Props = {
  href: string
  title: string
  image: Image | null
  preset: ImagePreset
  /** Rendered width of the image at the widest layout, px. */
  imageWidth: number
  sizes: string
  meta?: ReactNode
  text?: string | null
  newWindow?: boolean
}

const TitleLink = styled(SmartLink)`
  ${stretchedLink}
`

const Meta = styled(CardMeta)`
  order: -1;
`

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`

export function LinkCard({ href, title, image, preset, imageWidth, sizes, meta, text, newWindow = false }: Props) {
  return (
    <Card>
      <CardImage>
        <CmsImage image={image} preset={preset} width={imageWidth} sizes={sizes} decorative />
      </CardImage>
      <CardBody>
        <CardTitle>
          <TitleLink href={href} newWindow={newWindow}>
            {title}
          </TitleLink>
        </CardTitle>
        {/* Read after the title, shown above it. */}
        {meta ? <Meta>{meta}</Meta> : null}
        {text ? <Text>{text}</Text> : null}
      </CardBody>
    </Card>
  )
}
