// GET {content}/node/?url=/path/&culture=da: one CMS page made of typed components. A 404 means no such page.
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/apiError'
import { contentApi } from '@/lib/contentApi'
import { imageSchema } from '@/lib/schemas'

/** A component as the content service sends it; each block validates its own fields (src/blocks). */
export const nodeComponentSchema = z.looseObject({
  Type: z.string(),
  Id: z.union([z.string(), z.number()]).transform(String),
})
export type NodeComponent = z.infer<typeof nodeComponentSchema>

export const contentNodeSchema = z.looseObject({
  Id: z.union([z.string(), z.number()]).transform(String),
  Name: z.string().nullish(),
  Url: z.string(),
  ContentType: z.string().nullish(),
  Seo: z
    .looseObject({
      Title: z.string().nullish(),
      Description: z.string().nullish(),
      OgImage: imageSchema.nullish(),
    })
    .nullish(),
  Components: z.array(nodeComponentSchema).nullish(),
})
export type ContentNode = z.infer<typeof contentNodeSchema>

export async function getNode(url: string, culture: Locale): Promise<ContentNode> {
  const { data } = await contentApi.get('/node', { params: { url, culture } })
  return parseAnswer(contentNodeSchema, data, `node ${url}`)
}
