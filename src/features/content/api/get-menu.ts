// GET {content}/menu/?menuNodeId=: the flat list of menu entries (docs/product.md §2, §3 Menu item).
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { contentApi } from '@/lib/contentApi'
import { cachedFrame } from '@/lib/memoryCache'
import { imageSchema } from '@/lib/schemas'

export const MENU_ITEM_TYPES = ['root', 'header', 'item', 'image'] as const

const idSchema = z.union([z.number(), z.string()]).transform(String)

export const menuLinkSchema = z.looseObject({
  type: z.string().nullish(),
  url: z.string().nullish(),
  categoryId: z.union([z.number(), z.string()]).nullish(),
  productId: z.union([z.number(), z.string()]).nullish(),
})

export const menuItemSchema = z.looseObject({
  id: idSchema,
  parentId: idSchema.nullish(),
  // docs/product.md §2 spells the types both "root" and "Root"; compare case-insensitively.
  type: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(MENU_ITEM_TYPES)),
  name: z.string().nullish(),
  link: menuLinkSchema.nullish(),
  image: imageSchema.nullish(),
})
export type MenuItem = z.infer<typeof menuItemSchema>

export const menuSchema = z.looseObject({ menuItems: z.array(menuItemSchema) })

export function getMenu(menuNodeId: string | number, culture: Locale): Promise<MenuItem[]> {
  return cachedFrame(`content:menu:${menuNodeId}:${culture}`, async () => {
    const { data } = await contentApi.get('/menu', { params: { menuNodeId, culture } })
    return parseAnswer(menuSchema, data, 'menu').menuItems
  })
}
