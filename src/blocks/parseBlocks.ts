// Parses a CMS node's components with their blocks' schemas (src/blocks/schemas.ts). Unknown types and components whose
// fields do not match their schema are left out and logged once per type, so one bad block never breaks a page. It runs
// where the page's data is loaded (on the server, and in the browser on a client-side navigation), so the page renders
// the parsed blocks (RenderBlocks) without zod in its first-load JavaScript (docs/architecture.md §7).
import type { NodeComponent } from '@/features/content/api/get-node'
import { logWarning } from '@/lib/log'
import { isBlockType, type BlockType } from './registry'
import { blockSchemas } from './schemas'

/** A component that parsed: its block's data, and its type, id and position among the node's components. */
export type ParsedBlock = { Type: BlockType; Id: string; index: number; data: unknown }

const reported = new Set<string>()

function reportOnce(key: string, message: string) {
  if (reported.has(key)) return
  reported.add(key)
  logWarning(message)
}

/** For tests: forget which types were reported. */
export function resetReportedBlockTypes() {
  reported.clear()
}

export function parseBlocks(components: readonly NodeComponent[]): ParsedBlock[] {
  return components.flatMap((component, index): ParsedBlock[] => {
    if (!isBlockType(component.Type)) {
      reportOnce(`unknown:${component.Type}`, `Unknown CMS component type "${component.Type}" not rendered`)
      return []
    }
    const parsed = blockSchemas[component.Type].safeParse(component)
    if (!parsed.success) {
      reportOnce(
        `invalid:${component.Type}`,
        `CMS component "${component.Type}" (${component.Id}) has unexpected fields: ${parsed.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')}`,
      )
      return []
    }
    return [{ Type: component.Type, Id: component.Id, index, data: parsed.data }]
  })
}
