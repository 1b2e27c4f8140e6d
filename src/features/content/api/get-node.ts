// GET {content}/node/?url=/path/&culture=da[&preview=token]: one CMS page made of typed components. A 404 means
// no such page; a 401 means the preview token is forged or expired.
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

/** `preview` is an editor's signed preview token: the content service then answers the page's latest draft. */
export async function getNode(url: string, culture: Locale, preview?: string): Promise<ContentNode> {
  const { data } = await contentApi.get('/node', { params: { url, culture, ...(preview ? { preview } : {}) } })
  return parseAnswer(contentNodeSchema, data, `node ${url}`)
}
