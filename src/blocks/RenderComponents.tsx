// Renders a CMS node's components through the registry. Unknown types and components whose fields do not
// match their schema render nothing and are logged once per type, so one bad block never breaks a page.
import type { ComponentType } from 'react'
import styled from 'styled-components'
import type { NodeComponent } from '@/features/content/api/get-node'
import { logWarning } from '@/lib/log'
import { isBlockType, registry } from './registry'
import type { BlockProps } from './types'

/** Names each rendered component's type for tests and tracking; takes no part in the layout. */
const ComponentSlot = styled.div`
  display: contents;
`

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

export function RenderComponents({ components }: { components: readonly NodeComponent[] }) {
  return (
    <>
      {components.map((component, index) => {
        const key = `${component.Type}-${component.Id}-${index}`
        if (!isBlockType(component.Type)) {
          reportOnce(`unknown:${component.Type}`, `Unknown CMS component type "${component.Type}" not rendered`)
          return null
        }
        const definition = registry[component.Type]
        const parsed = definition.schema.safeParse(component)
        if (!parsed.success) {
          reportOnce(
            `invalid:${component.Type}`,
            `CMS component "${component.Type}" (${component.Id}) has unexpected fields: ${parsed.error.issues
              .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
              .join('; ')}`,
          )
          return null
        }
        // The registry pairs each schema with its component, so the parsed data fits the component.
        const Component = definition.Component as ComponentType<BlockProps<unknown>>
        return (
          <ComponentSlot key={key} data-component={component.Type}>
            <Component block={parsed.data} index={index} />
          </ComponentSlot>
        )
      })}
    </>
  )
}
