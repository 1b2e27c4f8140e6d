/** The backend's environment, validated once at start so a wrong setting fails fast with a clear line. */
import path from 'node:path'
import { z } from 'zod'

/** For development and tests only; README and .env.example say to set PAYLOAD_SECRET in any real installation. */
export const DEVELOPMENT_PAYLOAD_SECRET = 'delikat-development-secret-change-me'

/**
 * Which kind of installation this is. `demo` (the default, what `npm start` on a fresh clone runs) may use the
 * development secret, the TEST payment page, mail written to files and the demo seed; `production` refuses all four
 * (deployment.ts). NODE_ENV cannot say this: `next start` sets it to production in the demo too. An empty value is
 * refused rather than read as the demo, since it is what an unset variable in a deployment template becomes.
 */
export const DELIKAT_ENVS = ['demo', 'production'] as const
export type DelikatEnv = (typeof DELIKAT_ENVS)[number]

export const envSchema = z.object({
  DELIKAT_ENV: z.enum(DELIKAT_ENVS, { error: 'DELIKAT_ENV must be demo or production' }).default('demo'),
  /** `true`: a production installation may still take card payments on the TEST page (a staging shop). */
  ALLOW_TEST_PAYMENTS: z
    .enum(['true', 'false', ''], { error: 'ALLOW_TEST_PAYMENTS must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (scripts/start.ts sets it for the embedded database)'),
  PAYLOAD_SECRET: z.string().min(16).default(DEVELOPMENT_PAYLOAD_SECRET),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), process.cwd().endsWith('backend') ? '..' : '.', 'data')),
  STOREFRONT_URL: z.string().url().default('http://localhost:3000'),
  BACKEND_URL: z.string().url().default('http://localhost:3001'),
  /**
   * Where staff open the admin, when that differs from BACKEND_URL (which the storefront uses): Payload's serverURL,
   * so the admin's media links and staff reset links name the host the browser is on. `npm start` sets localhost.
   */
  ADMIN_URL: z.string().url().optional(),
  SITE_KEY: z.string().default('delikat'),
  /**
   * Further origins (comma-separated) whose pages may change things through the shop API, besides STOREFRONT_URL's and
   * BACKEND_URL's: e.g. a second public host name of the storefront. Cross-site calls from any other are refused.
   */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => /^https?:\/\/[^/]+$/.test(o)), 'ALLOWED_ORIGINS must be origins such as https://www.delikat.dk'),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** Seconds between each instance's housekeeping rounds (shop/housekeeping.ts); 0 turns them off. */
  HOUSEKEEPING_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Set by `npm start` and the tests when DATABASE_URL is the embedded PGlite server (docs/adr/0013). */
  EMBEDDED_DATABASE: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Outgoing e-mail (password reset, welcome): an SMTP URL such as smtps://user:pass@smtp.example.dk:465. Unset or
   * empty: every mail is written as an .eml file under DATA_DIR/mail and its path logged (demo and tests).
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || /^smtps?:\/\/\S+$/.test(v), 'SMTP_URL must be an smtp:// or smtps:// URL'),
  /**
   * PostNord's Business Location API key for real service point lookups. Unset: the built-in list of service points
   * (shop/delivery/data) that the demo and the tests use.
   */
  POSTNORD_API_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /**
   * Datafordeleren's address search (the Danish address register DAR, "Adressevælgeren", DAWA's successor): its
   * base URL and API key, both needed for address suggestions in the checkout. Unset: no suggestions
   * (shop/address/, docs/adr/0035).
   */
  DATAFORDELER_ADDRESS_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || /^https?:\/\/\S+$/.test(v), 'DATAFORDELER_ADDRESS_URL must be an https:// URL'),
  DATAFORDELER_API_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /**
   * QuickPay (card payments): the API user's key and the account's private key (which signs its callbacks). Both
   * unset: the built-in TEST payment page (no real money) that the demo and the tests use. One without the other is
   * refused at the first payment.
   */
  QUICKPAY_API_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  QUICKPAY_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /**
   * MitID age verification through an OpenID Connect broker (shop/age-verification/mitid-oidc.ts): the broker's
   * issuer URL and the shop's client there. All three unset: the built-in TEST age check page that the demo and the
   * tests use. Some but not all set is refused at the first check.
   */
  MITID_ISSUER: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || /^https:\/\/\S+$/.test(v), 'MITID_ISSUER must be an https:// URL'),
  MITID_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  MITID_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** Scopes besides openid that make the broker release the birth date, e.g. "birthdate"; see the broker's guide. */
  MITID_SCOPE: z.string().optional(),
  /** The MitID level asked of the broker, e.g. urn:grn:authn:dk:mitid:low. */
  MITID_ACR_VALUES: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /**
   * Where consents and club members go for newsletters (shop/marketing/platform.ts, docs/adr/0029): `builtin` (the
   * default, the demo and the tests) keeps every call in the admin-readable `marketing-platform-calls` collection;
   * `bloomreach` sends them to Bloomreach Engagement with the four BLOOMREACH_* settings below, all required then.
   */
  MARKETING_PLATFORM: z.enum(['builtin', 'bloomreach'], { error: 'MARKETING_PLATFORM must be builtin or bloomreach' }).default('builtin'),
  /** Bloomreach Engagement's API base, e.g. https://api.eu1.exponea.com. */
  BLOOMREACH_API_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim().replace(/\/+$/, '') || undefined)
    .refine((v) => v === undefined || /^https?:\/\/\S+$/.test(v), 'BLOOMREACH_API_URL must be an https:// URL'),
  BLOOMREACH_PROJECT_TOKEN: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** The API key's id and secret (a private key with the tracking permissions), sent as Basic auth. */
  BLOOMREACH_API_KEY_ID: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  BLOOMREACH_API_SECRET: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** The sender of the shop's e-mail, as "Name <address>". */
  MAIL_FROM: z.string().min(3).default('Delikat <kundeservice@delikat.dk>'),
})

export type Env = z.infer<typeof envSchema>

let cached: Env | undefined

const BLOOMREACH_SETTINGS = ['BLOOMREACH_API_URL', 'BLOOMREACH_PROJECT_TOKEN', 'BLOOMREACH_API_KEY_ID', 'BLOOMREACH_API_SECRET'] as const

/** Bloomreach chosen with part of its settings: refused at start rather than failing at the first consent. */
function missingMarketingSettings(parsed: Env): string[] {
  if (parsed.MARKETING_PLATFORM !== 'bloomreach') return []
  return BLOOMREACH_SETTINGS.filter((name) => !parsed[name])
}

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env)
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
      throw new Error(`Invalid backend environment: ${issues}`)
    }
    const missing = missingMarketingSettings(parsed.data)
    if (missing.length > 0)
      throw new Error(
        `Invalid backend environment: MARKETING_PLATFORM is bloomreach but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`,
      )
    cached = parsed.data
  }
  return cached
}
