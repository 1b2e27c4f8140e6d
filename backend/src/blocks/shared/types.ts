import type { ComponentType } from '@delikat/contract/components'
import type { Block } from 'payload'

/** The Payload block of one component type: its slug is the type key (docs/how-to/add-a-cms-block.md). */
export type BlockConfig<K extends ComponentType> = Block & { slug: K }
