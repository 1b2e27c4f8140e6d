// GET {content}/global/settings/: menu node ids and shell flags (docs/product.md §3 Settings).
import * as z from 'zod'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { contentApi } from '@/lib/contentApi'
import { cachedFrame } from '@/lib/memoryCache'

const nodeId = z.union([z.number(), z.string()]).nullish()

export const globalSettingsSchema = z.looseObject({
  menuB2BNodeId: nodeId,
  menuB2CNodeId: nodeId,
})
export type GlobalSettings = z.infer<typeof globalSettingsSchema>

export function getGlobalSettings(culture: Locale): Promise<GlobalSettings> {
  return cachedFrame(`content:settings:${culture}`, async () => {
    const { data } = await contentApi.get('/global/settings', { params: { culture } })
    return parseAnswer(globalSettingsSchema, data, 'global settings')
  })
}
