// border: a horizontal rule between blocks, in a light, dark or accent colour.
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import type { BlockProps } from '../types'
import type { BorderBlock } from './schema'
import { theme } from '@/styles/theme'

const Rule = styled.hr<{ $color: BorderBlock['Color'] }>`
  margin: ${theme.space.lg} 0;
  border: 0;
  border-top: ${({ $color }) => ($color === 'light' ? 1 : 2)}px solid
    ${({ theme, $color }) => ({ light: theme.colors.border, dark: theme.colors.text, accent: theme.colors.accent })[$color]};
`

export function Border({ block }: BlockProps<BorderBlock>) {
  return (
    <Container>
      <Rule $color={block.Color} data-color={block.Color} />
    </Container>
  )
}
