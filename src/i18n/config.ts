// The next-i18next/i18next configuration the app runs with: next-i18next.config.js (shared with next.config.js)
// plus the docs/product.md §9 translation loading limits, which i18next applies to any backend it loads from.
import type { UserConfig } from 'next-i18next/pages'
import { missingText } from './pageTranslations'
import { TRANSLATION_MAX_PARALLEL_READS, TRANSLATION_MAX_RETRIES, TRANSLATION_RETRY_DELAY_MS } from '@/config/constants'

// A CommonJS file at the repository root (next.config.js reads it too); TypeScript cannot import it without
// allowJs, hence require with an explicit type.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shared = require('../../next-i18next.config.js') as UserConfig

export const i18nConfig: UserConfig = {
  ...shared,
  // A page carries only the texts it rendered; the rest arrive a moment later (src/i18n/pageTranslations.ts): until
  // then a missing text shows nothing, and TextsProvider renders the page again if anything waited for one.
  react: { ...shared.react, bindI18nStore: false },
  parseMissingKeyHandler: missingText,
  maxRetries: TRANSLATION_MAX_RETRIES,
  retryTimeout: TRANSLATION_RETRY_DELAY_MS,
  maxParallelReads: TRANSLATION_MAX_PARALLEL_READS,
}
