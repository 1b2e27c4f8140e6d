// The block contract on the storefront side: a block is a zod schema (parsing the content service's fields
// loosely) plus the component that renders the parsed data. `Rendered<T>` is the contract type of a component
// as the storefront holds it (images and product cards in the storefront's own loose shapes); the registry
// checks that each schema's output has every field of its contract type (src/blocks/registry.ts).
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

/** The schema of one type key (src/blocks/schemas.ts): its output fits the contract. */
export type ContractSchema<Key extends ContentComponentType> = z.ZodType<Rendered<ContractOf<Key>>>
