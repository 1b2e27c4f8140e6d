// callToActionButtons: one or more links shown as buttons, aligned left, centred or right.
import styled from 'styled-components'
import { ButtonLink } from '@/components/Button/ButtonLink'
import { Container } from '@/components/Container/Container'
import type { BlockProps } from '../types'
import type { CallToActionButtonsBlock } from './schema'
import { theme } from '@/styles/theme'

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const

const Row = styled(Container)<{ $alignment: CallToActionButtonsBlock['Alignment'] }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  justify-content: ${({ $alignment }) => JUSTIFY[$alignment]};
  padding-top: ${theme.space.md};
  padding-bottom: ${theme.space.md};
`

export function CallToActionButtons({ block }: BlockProps<CallToActionButtonsBlock>) {
  if (block.Buttons.length === 0) return null
  return (
    <Row $alignment={block.Alignment}>
      {block.Buttons.map((button, index) => (
        <ButtonLink key={`${button.Link.Url}-${index}`} href={button.Link.Url} newWindow={button.Link.NewWindow} $variant={button.Variant}>
          {button.Link.Text || button.Link.Url}
        </ButtonLink>
      ))}
    </Row>
  )
}
