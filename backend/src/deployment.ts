/**
 * Whether this installation may start. The demo runs on published defaults (a development secret, the TEST payment
 * page, mail written to files, logins and gift cards printed in the README); a production installation
 * (DELIKAT_ENV=production) that forgot a setting would run on the same defaults without anybody noticing, so it
 * refuses to start instead, with one line per missing setting saying what to set.
 *
 * deploymentProblems holds the rules and is pure. assertDeployable needs only the environment, so any server can
 * call it before it listens; the database's part (demoSeedFindings) is asked by bootstrap, which alone opens it.
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { DEVELOPMENT_PAYLOAD_SECRET, envSchema, type DelikatEnv } from './env'
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_STAFF } from './seed/demo-data'
import { DEMO_GIFT_CARDS } from './seed/giftcards'
import { normaliseCode } from './shop/giftcards/codes'

/** process.env, or any other set of variables. */
export type RawEnv = Readonly<Record<string, string | undefined>>

export interface DeploymentFacts {
  /** What the database still holds of the demo seed's known logins and gift cards (demoSeedFindings). */
  demoSeed?: readonly string[]
}

export const MIN_PRODUCTION_SECRET_LENGTH = 32

const NEW_SECRET = `set a random secret of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters (openssl rand -hex 32), the same on every backend instance`
const SMTP_EXAMPLE = 'SMTP_URL=smtps://user:password@smtp.example.dk:465'

/**
 * For the last lines of defence in the mail and payment modules, which read the environment as it is: only an unset
 * DELIKAT_ENV or `demo` is the demo, so a misspelt `production` refuses there too.
 */
export function deploymentKind(env: RawEnv): DelikatEnv {
  return env.DELIKAT_ENV === undefined || env.DELIKAT_ENV === 'demo' ? 'demo' : 'production'
}

/** The built-in TEST payment page: the demo, or a production installation that says it is a staging shop. */
export function testPaymentsAllowed(env: RawEnv): boolean {
  return deploymentKind(env) === 'demo' || env.ALLOW_TEST_PAYMENTS === 'true'
}

/** Mail written to DATA_DIR/mail: the demo only, since those files hold reset links and gift-card codes. */
export function fileMailAllowed(env: RawEnv): boolean {
  return deploymentKind(env) === 'demo'
}

function secretProblem(raw: string | undefined): string | null {
  const secret = raw?.trim() ?? ''
  if (secret === '') return `PAYLOAD_SECRET is not set: ${NEW_SECRET}`
  if (secret === DEVELOPMENT_PAYLOAD_SECRET) return `PAYLOAD_SECRET is the published development secret: ${NEW_SECRET}`
  // .env.example's placeholder is long enough, and just as public.
  if (/change-?me/i.test(secret)) return `PAYLOAD_SECRET is a placeholder ("change-me"): ${NEW_SECRET}`
  if (secret.length < MIN_PRODUCTION_SECRET_LENGTH) return `PAYLOAD_SECRET has only ${secret.length} characters: ${NEW_SECRET}`
  return null
}

function paymentProblems(env: RawEnv): string[] {
  const problems: string[] = []
  const allowed = envSchema.shape.ALLOW_TEST_PAYMENTS.safeParse(env.ALLOW_TEST_PAYMENTS)
  if (!allowed.success)
    problems.push(`ALLOW_TEST_PAYMENTS is "${env.ALLOW_TEST_PAYMENTS}": set it to true (a staging shop that takes no real orders) or false`)
  const apiKey = Boolean(env.QUICKPAY_API_KEY?.trim())
  const privateKey = Boolean(env.QUICKPAY_PRIVATE_KEY?.trim())
  if (apiKey && !privateKey)
    problems.push("QUICKPAY_PRIVATE_KEY is not set but QUICKPAY_API_KEY is: set both (the private key verifies QuickPay's callbacks)")
  if (privateKey && !apiKey) problems.push('QUICKPAY_API_KEY is not set but QUICKPAY_PRIVATE_KEY is: set both')
  if (!apiKey && !privateKey && !(allowed.success && allowed.data)) {
    problems.push(
      'QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY are not set, so shoppers would pay on the TEST card page: set both, or ALLOW_TEST_PAYMENTS=true on a staging shop that takes no real orders',
    )
  }
  return problems
}

/** MitID for the age check, unless this is a staging shop (ALLOW_TEST_PAYMENTS=true), which may keep the TEST page. */
function ageVerificationProblems(env: RawEnv): string[] {
  const names = ['MITID_ISSUER', 'MITID_CLIENT_ID', 'MITID_CLIENT_SECRET'] as const
  const missing = names.filter((name) => !env[name]?.trim())
  if (missing.length === 0) return []
  if (missing.length < names.length)
    return [
      `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set but the other MitID settings are: set all three (the broker's issuer and the shop's client there)`,
    ]
  if (env.ALLOW_TEST_PAYMENTS === 'true') return []
  return [
    "MITID_ISSUER, MITID_CLIENT_ID and MITID_CLIENT_SECRET are not set, so shoppers would verify their age for alcohol on the TEST page by picking a birth date: set the MitID broker's client, or ALLOW_TEST_PAYMENTS=true on a staging shop that takes no real orders",
  ]
}

/** Labels through Shipmondo, unless this is a staging shop (ALLOW_TEST_PAYMENTS=true): the local ones are test labels (docs/adr/0044). */
function shippingProblems(env: RawEnv): string[] {
  const choice = env.SHIPPING_PROVIDER?.trim().toLowerCase() || 'local'
  if (choice !== 'local' && choice !== 'shipmondo')
    return [`SHIPPING_PROVIDER is "${env.SHIPPING_PROVIDER}": set it to shipmondo (PostNord labels through Shipmondo) or local`]
  if (choice === 'shipmondo') {
    const missing = ['SHIPMONDO_API_USER', 'SHIPMONDO_API_KEY'].filter((name) => !env[name]?.trim())
    return missing.length ? [`SHIPPING_PROVIDER=shipmondo needs ${missing.join(' and ')}: set the shop's Shipmondo API user and key`] : []
  }
  if (env.ALLOW_TEST_PAYMENTS === 'true') return []
  return [
    'SHIPPING_PROVIDER is not shipmondo, so staff would print TEST labels that PostNord does not know: set SHIPPING_PROVIDER=shipmondo with SHIPMONDO_API_USER and SHIPMONDO_API_KEY, or ALLOW_TEST_PAYMENTS=true on a staging shop that takes no real orders',
  ]
}

const PUBLIC_URLS = {
  STOREFRONT_URL: {
    what: 'the storefront shoppers use: links in mails, where the payment and the MitID check send the shopper back, and an origin allowed to call the shop API',
    example: 'STOREFRONT_URL=https://www.delikat.dk',
  },
  BACKEND_URL: {
    what: "this backend as the internet reaches it, through the load balancer: the payment provider's callbacks and the MitID broker's return come to it, and any instance may answer them",
    example: 'BACKEND_URL=https://api.delikat.dk',
  },
} as const

const isLoopback = (host: string) => host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]'

/**
 * The public addresses: every instance must be told them, alike, since it cannot guess them (its own host name is
 * not the one the internet uses, and the defaults name localhost). https, and not a loopback host.
 */
function urlProblems(env: RawEnv): string[] {
  const problems: string[] = []
  for (const [name, { what, example }] of Object.entries(PUBLIC_URLS)) {
    const raw = env[name]?.trim()
    if (!raw) {
      problems.push(`${name} is not set, so the shop would guess http://localhost for ${what}: set ${example}`)
      continue
    }
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      problems.push(`${name} is "${raw}", not an absolute URL: set ${example}`)
      continue
    }
    if (url.protocol !== 'https:')
      problems.push(`${name} is ${url.origin}, not https: shoppers' sessions and payments need TLS: set ${example}`)
    else if (isLoopback(url.hostname)) problems.push(`${name} names ${url.hostname}, which nobody else reaches (${what}): set ${example}`)
  }
  return problems
}

function mailProblem(raw: string | undefined): string | null {
  if (!raw?.trim()) {
    return `SMTP_URL is not set, so mail (password reset links, gift-card codes) would be written to files under DATA_DIR/mail: set ${SMTP_EXAMPLE}`
  }
  if (!envSchema.shape.SMTP_URL.safeParse(raw).success) return `SMTP_URL is not an smtp:// or smtps:// URL: set ${SMTP_EXAMPLE}`
  return null
}

/**
 * Everything that keeps this installation from starting, one line each, naming the variable and what to do. The demo
 * has none. Facts the environment cannot tell (what the database holds) count only when given.
 */
export function deploymentProblems(env: RawEnv, facts: DeploymentFacts = {}): string[] {
  const kind = envSchema.shape.DELIKAT_ENV.safeParse(env.DELIKAT_ENV)
  if (!kind.success)
    return [`DELIKAT_ENV is "${env.DELIKAT_ENV}": set it to production for a real shop, or demo (or leave it unset) for the demo`]
  if (kind.data === 'demo') return []

  const problems: string[] = []
  const secret = secretProblem(env.PAYLOAD_SECRET)
  if (secret) problems.push(secret)
  problems.push(...urlProblems(env))
  problems.push(...paymentProblems(env))
  problems.push(...ageVerificationProblems(env))
  problems.push(...shippingProblems(env))
  const mail = mailProblem(env.SMTP_URL)
  if (mail) problems.push(mail)
  // Silently ignoring it would leave whoever set it wondering where the demo went.
  if (env.SEED !== undefined && env.SEED !== 'false')
    problems.push(`SEED is "${env.SEED}": production never seeds the demo shop; unset SEED`)
  if (facts.demoSeed && facts.demoSeed.length > 0) {
    problems.push(
      `DATABASE_URL's database holds the demo shop's published logins and gift cards (${facts.demoSeed.join(', ')}): start production on a database the demo was never seeded into, or change those passwords and block those gift cards first`,
    )
  }
  return problems
}

/** Prints every problem on a line of its own and ends the process with exit code 1; returns when there is none. */
export function assertDeployable(env: RawEnv = process.env, facts: DeploymentFacts = {}): void {
  const problems = deploymentProblems(env, facts)
  if (problems.length === 0) return
  const where = env.DELIKAT_ENV === 'production' ? ' in production' : ''
  for (const problem of problems) console.error(`Refusing to start${where}: ${problem}`)
  process.exit(1)
}

/** Payload's stored password hash: pbkdf2-sha256, in its current form or the one before (legacy). */
function hashParameters(hash: string): { hex: string; iterations: number; keyLength: number } | null {
  const current = /^pbkdf2-sha256-v1:([0-9a-f]{64})$/i.exec(hash)
  if (current) return { hex: current[1]!, iterations: 600_000, keyLength: 32 }
  if (/^[0-9a-f]{1024}$/i.test(hash)) return { hex: hash, iterations: 25_000, keyLength: 512 }
  return null
}

/**
 * Whether `password` is the one behind a stored hash and salt, checked the way Payload's local strategy does (it
 * does not export that check). A hash in a form not known here throws: it must not pass as "not the demo password".
 */
export async function passwordMatches(password: string, stored: { hash: string; salt: string }, who: string): Promise<boolean> {
  const parameters = hashParameters(stored.hash)
  if (!parameters)
    throw new Error(`Cannot tell whether ${who} still has the demo password: its password hash is in a form this check does not know`)
  const derived = await new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, stored.salt, parameters.iterations, parameters.keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
  const expected = Buffer.from(parameters.hex, 'hex')
  return derived.length === expected.length && timingSafeEqual(derived, expected)
}

/**
 * What the database still holds of the demo seed that a stranger could use, from the README alone: a demo login whose
 * password is still the demo password, and a demo gift card that can still be spent. That, and not "any demo data", is
 * the test: the addresses are on the shop's own domain and may well be real staff whose passwords were changed, and a
 * shop may keep a product or page it first saw in the demo, so only the published secrets are checked, and the
 * password against the stored hash rather than by address. It reads the hash instead of logging in, since a failed
 * login counts towards locking a real account. The demo vouchers are left out: a voucher such as VELKOMMEN10 is a code
 * a real shop may well publish itself, and it gives a discount, not an account or money.
 */
export async function demoSeedFindings(payload: Payload): Promise<string[]> {
  const demoLogins = [
    { collection: 'users' as const, emails: DEMO_STAFF.map((s) => s.email) },
    { collection: 'customers' as const, emails: DEMO_CUSTOMERS.map((c) => c.email) },
  ]
  const checks: Array<Promise<string | null>> = []
  for (const { collection, emails } of demoLogins) {
    const found = await payload.find({
      collection,
      where: { email: { in: emails } },
      showHiddenFields: true,
      overrideAccess: true,
      depth: 0,
      pagination: false,
    })
    for (const doc of found.docs as unknown as Array<{ email: string; hash?: string | null; salt?: string | null }>) {
      // An account without a password (one that only signs in some other way) has nothing to guess.
      if (!doc.hash || !doc.salt) continue
      const stored = { hash: doc.hash, salt: doc.salt }
      checks.push(passwordMatches(DEMO_PASSWORD, stored, doc.email).then((same) => (same ? `${doc.email} with the demo password` : null)))
    }
  }
  const logins = (await Promise.all(checks)).filter((finding): finding is string => finding !== null)

  const codes = DEMO_GIFT_CARDS.flatMap((card) => [card.code, normaliseCode(card.code)])
  const cards = await payload.find({
    collection: 'gift-cards',
    where: { and: [{ code: { in: codes } }, { status: { equals: 'Active' } }, { balance: { greater_than: 0 } }] },
    overrideAccess: true,
    depth: 0,
    pagination: false,
  })
  const spendable = new Set(cards.docs.map((card) => normaliseCode(card.code ?? '')))
  const giftCards = DEMO_GIFT_CARDS.filter((card) => spendable.has(normaliseCode(card.code))).map((card) => `gift card ${card.code}`)
  return [...logins, ...giftCards]
}
