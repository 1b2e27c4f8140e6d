// GET {content}/global/settings/: menu node ids and shell flags (docs/product.md §3 Settings).
import * as z from 'zod'
import { CONTENT_CACHE_TTL_MS, FRAME_CACHE_TTL_MS, type Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { contentApi } from '@/lib/contentApi'
import { cached } from '@/lib/memoryCache'

const nodeId = z.union([z.number(), z.string()]).nullish()

export const globalSettingsSchema = z.looseObject({
  menuB2BNodeId: nodeId,
  menuB2CNodeId: nodeId,
})
export type GlobalSettings = z.infer<typeof globalSettingsSchema>

export function getGlobalSettings(culture: Locale): Promise<GlobalSettings> {
  return cached(
    `content:settings:${culture}`,
    CONTENT_CACHE_TTL_MS,
    async () => {
      const { data } = await contentApi.get('/global/settings', { params: { culture } })
      return parseAnswer(globalSettingsSchema, data, 'global settings')
    },
    FRAME_CACHE_TTL_MS,
  )
}
