import type { ComponentType } from 'react'
import type { z } from 'zod'

export type BlockProps<T> = {
  block: T
  /** Position on the page; the first block may load its image eagerly. */
  index: number
}

export type BlockDefinition<T> = {
  schema: z.ZodType<T>
  Component: ComponentType<BlockProps<T>>
}

export function defineBlock<T>(schema: z.ZodType<T>, Component: ComponentType<BlockProps<T>>): BlockDefinition<T> {
  return { schema, Component }
}
