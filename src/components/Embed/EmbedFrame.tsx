// A third-party page in an iframe (maps, forms): lazy-loaded, titled, at the height the editor chose.
import styled from 'styled-components'
import { theme } from '@/styles/theme'

type Props = {
  src: string
  title: string
  heightPx: number
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
`

export function EmbedFrame({ src, title, heightPx }: Props) {
  return (
    <Frame
      src={src}
      title={title}
      height={heightPx}
      style={{ height: heightPx }}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
