// GET {content}/node/?url=/path/&culture=da[&preview=token]: one CMS page made of typed components. A 404 means
// no such page; a 401 means the preview token is forged or expired. With the visitor's bearer token the page's
// product cards carry that customer's prices (a business customer's excl. VAT).
import type { Locale } from '@/config/constants'
import { parseLazily } from '@/lib/lazyParse'
import { contentApi } from '@/lib/contentApi'
import { bearerHeaders } from '@/lib/shopApi'
import type { ContentNode } from './node-schema'

export type { ContentNode, NodeComponent } from './node-schema'

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
  return await parseLazily(() => import('./node-schema').then((module) => module.contentNodeSchema), data, `node ${url}`)
}
