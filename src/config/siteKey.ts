// The site key without the server's environment (src/config/env.ts, validated with zod), for the browser.
import { DEFAULT_SITE_KEY } from './constants'

/** The site key is needed in the browser too (translation key prefixes); next.config.js inlines it. */
export function getSiteKey(): string {
  const value = process.env.SITE_KEY
  return value && /^[a-z0-9-]+$/.test(value) ? value : DEFAULT_SITE_KEY
}
