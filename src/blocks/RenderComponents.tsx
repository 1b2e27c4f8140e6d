// Parses and renders a CMS node's components in one step (parseBlocks, then RenderBlocks): for rendering components
// where their parsing need not be apart from the page's first load, as in the blocks' tests.
import type { NodeComponent } from '@/features/content/api/get-node'
import { parseBlocks } from './parseBlocks'
import { RenderBlocks } from './RenderBlocks'

export { resetReportedBlockTypes } from './parseBlocks'

export function RenderComponents({ components }: { components: readonly NodeComponent[] }) {
  return <RenderBlocks blocks={parseBlocks(components)} />
}
