// space: vertical room between blocks, in three sizes.
import styled from 'styled-components'
import type { BlockProps } from '../types'
import type { SpaceBlock } from './schema'

const Spacer = styled.div<{ $size: SpaceBlock['Size'] }>`
  height: ${({ theme, $size }) => theme.blockSpace[$size]};
`

export function Space({ block }: BlockProps<SpaceBlock>) {
  return <Spacer $size={block.Size} aria-hidden="true" data-size={block.Size} />
}
