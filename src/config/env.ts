// Server-side environment, validated once with zod so a bad value fails at the first request with a clear
// message instead of as a confusing network error. The browser never needs these: it talks to same-origin paths.
import * as z from 'zod'
import { DEFAULT_SITE_KEY } from './constants'

const absoluteUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''))

const envSchema = z.object({
  BACKEND_URL: absoluteUrl.default('http://localhost:3001'),
  CONTENT_API_URL: absoluteUrl.optional(),
  SITE_KEY: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits or dashes')
    .default(DEFAULT_SITE_KEY),
  /** Public origin used for hreflang/og:url; falls back to the request's host. */
  SITE_URL: absoluteUrl.optional(),
  /** Where staff open the admin, when not at BACKEND_URL: the one origin that may frame a draft preview. */
  ADMIN_URL: absoluteUrl.optional(),
})

export type ServerEnv = {
  BACKEND_URL: string
  CONTENT_API_URL: string
  SITE_KEY: string
  SITE_URL: string | undefined
  /** The admin's origin (ADMIN_URL, else BACKEND_URL's): its Live Preview frames draft previews (src/pages/_document.tsx). */
  ADMIN_ORIGIN: string
}

let cached: ServerEnv | null = null

function blankToUndefined(value: string | undefined) {
  return value === undefined || value.trim() === '' ? undefined : value
}

export function getServerEnv(): ServerEnv {
  if (cached) return cached
  const parsed = envSchema.safeParse({
    BACKEND_URL: blankToUndefined(process.env.BACKEND_URL),
    CONTENT_API_URL: blankToUndefined(process.env.CONTENT_API_URL),
    // Inlined by next.config.js `env`, so the browser bundle sees the same value.
    SITE_KEY: blankToUndefined(process.env.SITE_KEY),
    SITE_URL: blankToUndefined(process.env.SITE_URL),
    ADMIN_URL: blankToUndefined(process.env.ADMIN_URL),
  })
  if (!parsed.success) {
    throw new Error(`Invalid storefront environment: ${z.prettifyError(parsed.error)}`)
  }
  const { BACKEND_URL, CONTENT_API_URL, SITE_KEY, SITE_URL, ADMIN_URL } = parsed.data
  // Without SITE_URL, canonical, hreflang, og:url and sitemap links take the origin a request names (Host,
  // X-Forwarded-Host), which any client can write and a cache in front may keep. Only an unset DELIKAT_ENV or `demo`
  // is the demo (the backend refuses any other value).
  const production = process.env.DELIKAT_ENV !== undefined && process.env.DELIKAT_ENV !== 'demo'
  if (production && SITE_URL === undefined) {
    throw new Error(
      'Invalid storefront environment: SITE_URL is not set: production needs the public origin, e.g. SITE_URL=https://www.delikat.dk',
    )
  }
  cached = {
    BACKEND_URL,
    CONTENT_API_URL: CONTENT_API_URL ?? BACKEND_URL,
    SITE_KEY,
    SITE_URL,
    ADMIN_ORIGIN: new URL(ADMIN_URL ?? BACKEND_URL).origin,
  }
  return cached
}
