// GET {content}/node/?url=/path/&culture=da[&preview=token]: one CMS page made of typed components. A 404 means
// no such page; a 401 means the preview token is forged or expired. With the visitor's bearer token the page's
// product cards carry that customer's prices (a business customer's excl. VAT).
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/apiError'
import { contentApi } from '@/lib/contentApi'
import { bearerHeaders } from '@/lib/shopApi'
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

/**
 * `preview` is an editor's signed preview token: the content service then answers the page's latest draft.
 * `token` is the visitor's bearer token, if they are logged in.
 */
export async function getNode(
  url: string,
  culture: Locale,
  options: { preview?: string; token?: string | null } = {},
): Promise<ContentNode> {
  const { preview, token } = options
  const { data } = await contentApi.get('/node', {
    params: { url, culture, ...(preview ? { preview } : {}) },
    headers: bearerHeaders(token),
  })
  return parseAnswer(contentNodeSchema, data, `node ${url}`)
}
