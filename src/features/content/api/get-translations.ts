// GET {content}/translation/?culture=da&ns=common -> { translations: { "Some.Key": "text" } }.
// Loaded with the retry policy of docs/product.md §9 ("Translation loading"); if the content service still fails, the
// built-in texts are used and that outcome is cached like a success so pages do not all wait for retries.
// The built-in texts (every key in two languages) are loaded on demand: in the browser they are needed on a client-side
// navigation only, so they stay out of the first-load JavaScript (docs/architecture.md §7).
import {
  CONTENT_CACHE_TTL_MS,
  FRAME_CACHE_TTL_MS,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_NAMESPACE,
  TRANSLATION_RETRY_DELAY_MS,
  type Locale,
} from '@/config/constants'
import { ApiError } from '@/lib/apiError'
import { contentApi } from '@/lib/contentApi'
import { isRecord } from '@/lib/isRecord'
import { logError } from '@/lib/log'
import { cachedFrame } from '@/lib/memoryCache'
import { withRetry } from '@/lib/retry'

export type Translations = Record<string, string>

const builtInTexts = (culture: Locale): Promise<Translations> =>
  import('@delikat/contract/translations').then((module) => module.defaultTranslations[culture])

/**
 * The answer's texts, checked by hand rather than with a zod schema: every page asks for them after it has hydrated,
 * and zod's chunk would then be fetched and run on every first visit while the page is still loading.
 */
function answeredTexts(data: unknown): Record<string, unknown> {
  const translations = isRecord(data) ? data.translations : undefined
  if (!isRecord(translations))
    throw new ApiError({
      status: 0,
      ErrorCode: 'InvalidResponse',
      description: 'translations: unexpected answer: no "translations" object',
    })
  return translations
}

export async function fetchTranslations(culture: Locale): Promise<Translations> {
  const { data } = await contentApi.get('/translation', { params: { culture, ns: TRANSLATION_NAMESPACE } })
  const translations = answeredTexts(data)
  const texts: Translations = {}
  for (const [key, value] of Object.entries(translations)) {
    if (typeof value === 'string' && value !== '') texts[key] = value
  }
  return texts
}

/** The built-in texts standing in for an unreachable content service: kept for a short while only. */
const standIns = new WeakSet<Translations>()

/** The content service's texts over the built-in ones, so a key missing in the CMS still has a text. */
export function getTranslations(culture: Locale): Promise<Translations> {
  return cachedFrame(
    `content:translations:${culture}`,
    async () => {
      const builtIn = builtInTexts(culture)
      try {
        const remote = await withRetry(() => fetchTranslations(culture), {
          retries: TRANSLATION_MAX_RETRIES,
          initialDelayMs: TRANSLATION_RETRY_DELAY_MS,
        })
        return { ...(await builtIn), ...remote }
      } catch (error) {
        logError(`translations (${culture}) unavailable, using built-in texts`, error)
        const standIn = { ...(await builtIn) }
        standIns.add(standIn)
        return standIn
      }
    },
    (texts) => (standIns.has(texts) ? CONTENT_CACHE_TTL_MS : FRAME_CACHE_TTL_MS),
  )
}
