// The frame of a page block: the content column, the vertical rhythm between blocks and an optional h2 that
// names the section for assistive technology.
import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { theme } from '@/styles/theme'

type Props = {
  title?: string | null
  /** A line under the title. */
  intro?: string | null
  children: ReactNode
  /** `narrow` keeps running text at a readable line length. */
  width?: 'wide' | 'narrow'
  className?: string
  /** Passed through for tests and tracking (e.g. data-block). */
  'data-block'?: string
}

const Wrapper = styled(Container)<{ $narrow: boolean }>`
  padding-top: ${theme.space.lg};
  padding-bottom: ${theme.space.lg};
  ${({ $narrow }) => ($narrow ? 'max-width: 820px;' : '')}

  ${theme.media.laptop} {
    padding-top: ${theme.space.xl};
    padding-bottom: ${theme.space.xl};
  }
`

export const BlockTitle = styled.h2`
  font-size: ${theme.fontSizes.xl};

  ${theme.media.laptop} {
    font-size: ${theme.fontSizes.xxl};
  }
`

const Intro = styled.p`
  max-width: 65ch;
  color: ${theme.colors.textMuted};
`

export function BlockSection({ title, intro, children, width = 'wide', className, ...rest }: Props) {
  const headingId = useId()
  return (
    <Wrapper
      as="section"
      className={className}
      $narrow={width === 'narrow'}
      aria-labelledby={title ? headingId : undefined}
      data-block={rest['data-block']}
    >
      {title ? <BlockTitle id={headingId}>{title}</BlockTitle> : null}
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </Wrapper>
  )
}
