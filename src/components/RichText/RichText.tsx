// CMS HTML (docs/product.md §2 rich text, centred rich text, media grid text). Clicks on non-absolute links are navigated
// client-side with next/router (a leading slash added when missing); every other link behaves as usual.
import { useRouter } from 'next/router'
import { useMemo, type MouseEvent } from 'react'
import styled, { css } from 'styled-components'
import { isClientSideHref, stripScripts, toClientPath } from './richText'
import { theme } from '@/styles/theme'

type Props = {
  html: string
  centered?: boolean
  className?: string
}

export const richTextStyle = css`
  overflow-wrap: break-word;

  > :last-child {
    margin-bottom: 0;
  }

  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-top: ${theme.space.lg};
  }

  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-top: ${theme.space.lg};
  }

  h4 {
    font-size: ${theme.fontSizes.md};
  }

  > h2:first-child,
  > h3:first-child {
    margin-top: 0;
  }

  ul,
  ol {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.lg};
  }

  li + li {
    margin-top: ${theme.space.xxs};
  }

  a {
    text-underline-offset: 2px;
  }

  blockquote {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.md};
    border-left: 4px solid ${theme.colors.accent};
    font-family: ${theme.fonts.heading};
    font-style: italic;
  }

  img {
    height: auto;
    border-radius: ${theme.radii.md};
  }

  table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: ${theme.space.md};
  }

  th,
  td {
    padding: ${theme.space.xs};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }
`

const Body = styled.div<{ $centered: boolean }>`
  ${richTextStyle}
  ${({ $centered }) =>
    $centered
      ? css`
          text-align: center;
          ul,
          ol {
            display: inline-block;
            text-align: left;
          }
        `
      : ''}
`

export function RichText({ html, centered = false, className }: Props) {
  const router = useRouter()
  const clean = useMemo(() => stripScripts(html), [html])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    if (!anchor || !event.currentTarget.contains(anchor)) return
    const target = anchor.getAttribute('target')
    if ((target && target !== '_self') || anchor.hasAttribute('download')) return
    const href = anchor.getAttribute('href')
    if (!isClientSideHref(href)) return
    event.preventDefault()
    void router.push(toClientPath(href))
  }

  return <Body className={className} $centered={centered} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
}
