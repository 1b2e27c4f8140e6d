// ribbon: a full-width band with a short message (free delivery, a season's opening) and an optional link.
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { BlockProps } from '../types'
import type { RibbonBlock } from './schema'
import { theme } from '@/styles/theme'

const Band = styled.div<{ $color: RibbonBlock['Color'] }>`
  background: ${({ theme, $color }) => theme.tones[$color].background};
  color: ${({ theme, $color }) => theme.tones[$color].text};

  a,
  a:hover {
    color: inherit;
    font-weight: 700;
  }

  *:focus-visible {
    outline-color: ${({ theme, $color }) => theme.tones[$color].focus};
  }
`

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${`${theme.space.xxs} ${theme.space.md}`};
  min-height: 48px;
  padding-top: ${theme.space.sm};
  padding-bottom: ${theme.space.sm};
  text-align: center;

  p {
    margin: 0;
  }
`

export function Ribbon({ block }: BlockProps<RibbonBlock>) {
  const link = block.Link
  return (
    <Band $color={block.Color} data-color={block.Color}>
      <Row>
        {link && !link.Text ? (
          <p>
            <SmartLink href={link.Url} newWindow={link.NewWindow}>
              {block.Text}
            </SmartLink>
          </p>
        ) : (
          <>
            <p>{block.Text}</p>
            {link ? (
              <SmartLink href={link.Url} newWindow={link.NewWindow}>
                {link.Text}
              </SmartLink>
            ) : null}
          </>
        )}
      </Row>
    </Band>
  )
}
