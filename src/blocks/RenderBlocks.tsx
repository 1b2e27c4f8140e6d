// Renders a CMS node's parsed blocks (src/blocks/parseBlocks.ts) through the registry, each in a slot naming its type.
import type { ComponentType } from 'react'
import styled from 'styled-components'
import { HydrateApart } from '@/components/HydrateApart/HydrateApart'
import type { ParsedBlock } from './parseBlocks'
import { registry } from './registry'
import type { BlockProps } from './types'

/** Names each rendered component's type for tests and tracking; takes no part in the layout. */
const ComponentSlot = styled.div`
  display: contents;
`

export function RenderBlocks({ blocks }: { blocks: readonly ParsedBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        // The registry pairs each type with the component of its schema's output (src/blocks/registry.ts).
        const Component = registry[block.Type] as ComponentType<BlockProps<unknown>>
        return (
          <ComponentSlot key={`${block.Type}-${block.Id}-${block.index}`} data-component={block.Type}>
            {/* Each block hydrates in its own slices after the shell: no one long task for the whole page. */}
            <HydrateApart>
              <Component block={block.data} index={block.index} />
            </HydrateApart>
          </ComponentSlot>
        )
      })}
    </>
  )
}
