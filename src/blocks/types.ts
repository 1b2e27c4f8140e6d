// The block contract on the storefront side: a block is a zod schema (parsing the content service's fields
// loosely) plus the component that renders the parsed data. `Rendered<T>` is the contract type of a component
// as the storefront holds it (images and product cards in the storefront's own loose shapes); the registry
// checks that each schema's output has every field of its contract type (src/blocks/registry.ts).
import type { ComponentType } from 'react'
import type { z } from 'zod'
import type {
  Component,
  ComponentType as ContentComponentType,
  Image as ContractImage,
  ProductCard as ContractProductCard,
} from '@delikat/contract/components'
import type { Image, ProductCard } from '@/lib/schemas'

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

/** The contract type with its images and product cards in the storefront's shapes (src/lib/schemas.ts). */
export type Rendered<T> = T extends ContractImage
  ? Image
  : T extends ContractProductCard
    ? ProductCard
    : T extends readonly (infer Item)[]
      ? Rendered<Item>[]
      : T extends object
        ? { [Key in keyof T]: Rendered<T[Key]> }
        : T

/** The contract's component of one type key. */
export type ContractOf<Key extends ContentComponentType> = Extract<Component, { Type: Key }>

/** What the registry holds for one type key: a schema whose output fits the contract, and its component. */
export type ContractBlock<Key extends ContentComponentType> = {
  schema: z.ZodType<Rendered<ContractOf<Key>>>
  Component: unknown
}
