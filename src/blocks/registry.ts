// CMS component type key -> block. The keys are the content service's `Type` values (API.md: one per SPEC §2
// component); a type not listed here renders nothing (RenderComponents logs it once).
import { Basket } from './basket/Basket'
import { basketBlockSchema } from './basket/schema'
import { HeroSlider } from './heroSlider/HeroSlider'
import { heroSliderSchema } from './heroSlider/schema'
import { ProductCarousel } from './productCarousel/ProductCarousel'
import { productCarouselSchema } from './productCarousel/schema'
import type { z } from 'zod'
import { defineBlock } from './types'

export const registry = {
  heroSlider: defineBlock(heroSliderSchema, HeroSlider),
  productCarousel: defineBlock(productCarouselSchema, ProductCarousel),
  basket: defineBlock(basketBlockSchema, Basket),
} satisfies Record<string, { schema: z.ZodType; Component: unknown }>

export type BlockType = keyof typeof registry

export function isBlockType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(registry, type)
}
