/**
 * A production start (DELIKAT_ENV=production) that is missing a setting, or that finds the demo seed, ends in
 * bootstrap with one line saying what to set, and seeds nothing. Each case runs `tsx src/bootstrap.ts` as `npm start`
 * does, as a child process; no build is involved.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { BOOTSTRAP_NODE_FLAGS } from '../src/bootstrap-command'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/pglite-server'
import { DEVELOPMENT_PAYLOAD_SECRET } from '../src/env'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx')
const REFUSAL = 'Refusing to start in production: '
const BOOTSTRAP_DONE = 'bootstrap: database ready'

/** The shop's own variables, none of which the child may inherit from the test process (helpers.ts sets some). */
const SHOP_VARIABLES = [
  'DELIKAT_ENV',
  'ALLOW_TEST_PAYMENTS',
  'PAYLOAD_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'QUICKPAY_API_KEY',
  'QUICKPAY_PRIVATE_KEY',
  'SEED',
  'DATABASE_URL',
  'DATA_DIR',
  'EMBEDDED_DATABASE',
  'POSTNORD_API_KEY',
  'STOREFRONT_URL',
  'BACKEND_URL',
  'MITID_ISSUER',
  'MITID_CLIENT_ID',
  'MITID_CLIENT_SECRET',
  'SHIPPING_PROVIDER',
  'SHIPMONDO_API_USER',
  'SHIPMONDO_API_KEY',
]

/** Production with every setting right; each case spoils one. */
const PRODUCTION = {
  DELIKAT_ENV: 'production',
  STOREFRONT_URL: 'https://www.delikat.dk',
  BACKEND_URL: 'https://api.delikat.dk',
  PAYLOAD_SECRET: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  QUICKPAY_API_KEY: 'qp-api-key-for-the-test',
  QUICKPAY_PRIVATE_KEY: 'qp-private-key-for-the-test',
  // Never connected to: bootstrap sends no mail.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  // Never connected to either: bootstrap verifies no ages.
  MITID_ISSUER: 'https://delikat.criipto.id',
  MITID_CLIENT_ID: 'urn:delikat:shop',
  MITID_CLIENT_SECRET: 'broker-client-secret-for-the-test',
  // Never called: bootstrap books no parcels.
  SHIPPING_PROVIDER: 'shipmondo',
  SHIPMONDO_API_USER: 'shipmondo-user-for-the-test',
  SHIPMONDO_API_KEY: 'shipmondo-key-for-the-test',
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function bootstrap(settings: Record<string, string | undefined>): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of SHOP_VARIABLES) delete env[name]
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) env[name] = value
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [...BOOTSTRAP_NODE_FLAGS, 'src/bootstrap.ts'], {
      cwd: path.join(ROOT, 'backend'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

const refusals = (run: Run) => `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => line.startsWith('Refusing to start'))

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows as T[]
  } finally {
    await client.end()
  }
}

describe('a production start on an empty database', () => {
  let fresh: EmbeddedDatabase
  let dataDir: string
  let settings: Record<string, string>
  const tables = async () =>
    (await query<{ n: number }>(fresh.url, "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'"))[0]!.n

  beforeAll(async () => {
    fresh = await startEmbeddedDatabase({ dataDir: 'memory://' })
    dataDir = mkdtempSync(path.join(tmpdir(), 'delikat-deploy-'))
    settings = { ...PRODUCTION, DATABASE_URL: fresh.url, EMBEDDED_DATABASE: 'true', DATA_DIR: dataDir }
  })

  afterAll(async () => {
    await fresh?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  // Each refuses before the database is opened: afterwards it holds not even the migrations.
  it.each([
    ['without PAYLOAD_SECRET', { PAYLOAD_SECRET: undefined }, /^PAYLOAD_SECRET is not set: set a random secret of at least 32 characters/],
    ['on the development secret', { PAYLOAD_SECRET: DEVELOPMENT_PAYLOAD_SECRET }, /^PAYLOAD_SECRET is the published development secret: /],
    ['on a short secret', { PAYLOAD_SECRET: '0123456789abcdef0123456789' }, /^PAYLOAD_SECRET has only 26 characters: /],
    [
      'without a payment provider',
      { QUICKPAY_API_KEY: undefined, QUICKPAY_PRIVATE_KEY: undefined },
      /^QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY are not set, .*ALLOW_TEST_PAYMENTS=true/,
    ],
    ['without SMTP', { SMTP_URL: undefined }, /^SMTP_URL is not set, so mail .* set SMTP_URL=smtps:\/\//],
    ['asked to seed the demo', { SEED: 'true' }, /^SEED is "true": production never seeds the demo shop; unset SEED$/],
  ])('refuses %s with one line naming the variable', async (_name, change, line) => {
    const run = await bootstrap({ ...settings, ...change })
    expect(run.code).toBe(1)
    expect(refusals(run)).toHaveLength(1)
    expect(refusals(run)[0]!.slice(REFUSAL.length)).toMatch(line)
    expect(refusals(run)[0]!.startsWith(REFUSAL)).toBe(true)
    expect(run.stdout).not.toContain(BOOTSTRAP_DONE)
    expect(await tables()).toBe(0)
  })

  it('refuses a DELIKAT_ENV it does not know rather than run as the demo', async () => {
    const run = await bootstrap({ ...settings, DELIKAT_ENV: 'prod' })
    expect(run.code).toBe(1)
    expect(refusals(run)).toEqual([expect.stringMatching(/^Refusing to start: DELIKAT_ENV is "prod": set it to production/)])
    expect(await tables()).toBe(0)
  })

  it('with every setting right (test payments allowed on a staging shop), migrates and seeds nothing', { timeout: 120_000 }, async () => {
    const run = await bootstrap({ ...settings, QUICKPAY_API_KEY: undefined, QUICKPAY_PRIVATE_KEY: undefined, ALLOW_TEST_PAYMENTS: 'true' })
    expect(refusals(run)).toEqual([])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(BOOTSTRAP_DONE)
    expect(await tables()).toBeGreaterThan(0)
    const [counts] = await query<Record<string, number>>(
      fresh.url,
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM customers)::int AS customers,
              (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM pages)::int AS pages,
              (SELECT count(*) FROM gift_cards)::int AS gift_cards, (SELECT count(*) FROM vouchers)::int AS vouchers`,
    )
    expect(counts).toEqual({ users: 0, customers: 0, products: 0, pages: 0, gift_cards: 0, vouchers: 0 })
  })
})

describe('a production start on the demo database', () => {
  let payload: Payload
  // Seeding takes most of a minute on two cores when no test file before this one did it.
  beforeAll(async () => {
    payload = await seededPayload()
  })

  it(
    'with every setting right, refuses the demo seed, naming its published logins and gift cards, and changes nothing',
    { timeout: 120_000 },
    async () => {
      const before = await payload.find({
        collection: 'users',
        where: { email: { equals: 'admin@delikat.dk' } },
        showHiddenFields: true,
        overrideAccess: true,
      })
      const translations = (await payload.count({ collection: 'translations' })).totalDocs

      const run = await bootstrap({
        ...PRODUCTION,
        DATABASE_URL: inject('databaseUrl'),
        DATA_DIR: inject('dataDir'),
        EMBEDDED_DATABASE: process.env.INTEGRATION_DB === 'postgres' ? 'false' : 'true',
      })
      expect(refusals(run), `exit ${run.code}\n${run.stdout}\n${run.stderr}`).toEqual([
        expect.stringMatching(
          /^Refusing to start in production: DATABASE_URL's database holds the demo shop's published logins and gift cards \(.*admin@delikat\.dk with the demo password.*\): start production on a database/,
        ),
      ])
      expect(run.code).toBe(1)
      expect(run.stdout).not.toContain(BOOTSTRAP_DONE)

      // It read the password hash instead of trying a login, which would count towards locking the account.
      const after = await payload.find({
        collection: 'users',
        where: { email: { equals: 'admin@delikat.dk' } },
        showHiddenFields: true,
        overrideAccess: true,
      })
      expect(after.docs[0]!.loginAttempts ?? 0).toBe(before.docs[0]!.loginAttempts ?? 0)
      expect((await payload.count({ collection: 'translations' })).totalDocs).toBe(translations)
    },
  )
})
