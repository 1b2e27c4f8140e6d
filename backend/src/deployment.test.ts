import { pbkdf2Sync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deploymentProblems, fileMailAllowed, passwordMatches, testPaymentsAllowed, type RawEnv } from './deployment'
import { DEVELOPMENT_PAYLOAD_SECRET } from './env'

/** A production environment with every setting right; each test spoils one. */
const PRODUCTION: RawEnv = {
  DELIKAT_ENV: 'production',
  DATABASE_URL: 'postgres://delikat@db.internal:5432/delikat',
  STOREFRONT_URL: 'https://www.delikat.dk',
  BACKEND_URL: 'https://api.delikat.dk',
  PAYLOAD_SECRET: '3f9c1e7a5b2d4c6e8f0a1b3c5d7e9f1a3b5c7d9e',
  QUICKPAY_API_KEY: 'qp-api-key',
  QUICKPAY_PRIVATE_KEY: 'qp-private-key',
  SMTP_URL: 'smtps://shop:password@smtp.example.dk:465',
  MITID_ISSUER: 'https://delikat.criipto.id',
  MITID_CLIENT_ID: 'urn:delikat:shop',
  MITID_CLIENT_SECRET: 'broker-client-secret',
  SHIPPING_PROVIDER: 'shipmondo',
  SHIPMONDO_API_USER: 'shipmondo-user',
  SHIPMONDO_API_KEY: 'shipmondo-key',
}

const problems = (changes: Record<string, string | undefined>, facts = {}) => deploymentProblems({ ...PRODUCTION, ...changes }, facts)

describe('deploymentProblems', () => {
  it('lets the demo start on every default, and production with every setting right', () => {
    expect(deploymentProblems({})).toEqual([])
    expect(deploymentProblems({ DELIKAT_ENV: 'demo', SEED: 'true' }, { demoSeed: ['admin@delikat.dk with the demo password'] })).toEqual([])
    expect(deploymentProblems(PRODUCTION, { demoSeed: [] })).toEqual([])
    expect(problems({ QUICKPAY_API_KEY: undefined, QUICKPAY_PRIVATE_KEY: undefined, ALLOW_TEST_PAYMENTS: 'true' })).toEqual([])
    expect(problems({ SEED: 'false' })).toEqual([])
  })

  it('refuses a DELIKAT_ENV that is neither demo nor production, empty included', () => {
    expect(deploymentProblems({ DELIKAT_ENV: 'prod' })).toEqual([expect.stringMatching(/^DELIKAT_ENV is "prod": set it to production/)])
    expect(deploymentProblems({ DELIKAT_ENV: '' })).toHaveLength(1)
  })

  it('refuses production without PAYLOAD_SECRET', () => {
    expect(problems({ PAYLOAD_SECRET: undefined })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET is not set: set a random secret of at least 32 characters/),
    ])
    expect(problems({ PAYLOAD_SECRET: '   ' })).toEqual([expect.stringMatching(/^PAYLOAD_SECRET is not set/)])
  })

  it('refuses production on the development secret', () => {
    expect(problems({ PAYLOAD_SECRET: DEVELOPMENT_PAYLOAD_SECRET })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET is the published development secret: /),
    ])
  })

  it("refuses production on .env.example's placeholder secret, long as it is", () => {
    expect(problems({ PAYLOAD_SECRET: 'change-me-to-at-least-32-random-characters' })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET is a placeholder/),
    ])
  })

  it('refuses production on a secret shorter than 32 characters', () => {
    expect(problems({ PAYLOAD_SECRET: 'a'.repeat(31) })).toEqual([expect.stringMatching(/^PAYLOAD_SECRET has only 31 characters: /)])
    expect(problems({ PAYLOAD_SECRET: 'b'.repeat(32) })).toEqual([])
  })

  it('refuses production on the TEST age check unless ALLOW_TEST_PAYMENTS=true, and half a MitID client', () => {
    const none = { MITID_ISSUER: undefined, MITID_CLIENT_ID: undefined, MITID_CLIENT_SECRET: '' }
    expect(problems(none)).toEqual([
      expect.stringMatching(/^MITID_ISSUER, MITID_CLIENT_ID and MITID_CLIENT_SECRET are not set, .*TEST page.*ALLOW_TEST_PAYMENTS=true/),
    ])
    expect(problems({ ...none, ALLOW_TEST_PAYMENTS: 'true' })).toEqual([])
    expect(problems({ MITID_CLIENT_SECRET: undefined })).toEqual([
      expect.stringMatching(/^MITID_CLIENT_SECRET is not set but the other MitID settings are/),
    ])
    // Half a client is never the TEST page, staging or not.
    expect(problems({ MITID_CLIENT_SECRET: undefined, ALLOW_TEST_PAYMENTS: 'true' })).toHaveLength(1)
  })

  it('refuses production on the TEST payment page unless ALLOW_TEST_PAYMENTS=true', () => {
    const line = expect.stringMatching(
      /^QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY are not set, .*ALLOW_TEST_PAYMENTS=true on a staging shop/,
    )
    expect(problems({ QUICKPAY_API_KEY: undefined, QUICKPAY_PRIVATE_KEY: '' })).toEqual([line])
    expect(problems({ QUICKPAY_API_KEY: undefined, QUICKPAY_PRIVATE_KEY: undefined, ALLOW_TEST_PAYMENTS: 'false' })).toEqual([line])
  })

  it('refuses production with half a QuickPay configuration, test payments allowed or not', () => {
    expect(problems({ QUICKPAY_PRIVATE_KEY: undefined })).toEqual([
      expect.stringMatching(/^QUICKPAY_PRIVATE_KEY is not set but QUICKPAY_API_KEY is: set both/),
    ])
    expect(problems({ QUICKPAY_API_KEY: ' ', ALLOW_TEST_PAYMENTS: 'true' })).toEqual([
      expect.stringMatching(/^QUICKPAY_API_KEY is not set but QUICKPAY_PRIVATE_KEY is: set both/),
    ])
  })

  it('refuses production on the local TEST labels unless ALLOW_TEST_PAYMENTS=true, half a Shipmondo account, and an unknown provider', () => {
    const local = { SHIPPING_PROVIDER: undefined, SHIPMONDO_API_USER: undefined, SHIPMONDO_API_KEY: undefined }
    expect(problems(local)).toEqual([expect.stringMatching(/^SHIPPING_PROVIDER is not shipmondo, .*TEST labels.*ALLOW_TEST_PAYMENTS=true/)])
    expect(problems({ ...local, ALLOW_TEST_PAYMENTS: 'true' })).toEqual([])
    expect(problems({ SHIPMONDO_API_KEY: ' ' })).toEqual([expect.stringMatching(/^SHIPPING_PROVIDER=shipmondo needs SHIPMONDO_API_KEY/)])
    expect(problems({ SHIPMONDO_API_KEY: ' ', ALLOW_TEST_PAYMENTS: 'true' })).toHaveLength(1)
    expect(problems({ SHIPPING_PROVIDER: 'gls' })).toEqual([expect.stringMatching(/^SHIPPING_PROVIDER is "gls"/)])
  })

  it('refuses an ALLOW_TEST_PAYMENTS that is neither true nor false', () => {
    expect(problems({ ALLOW_TEST_PAYMENTS: 'yes' })).toEqual([
      expect.stringMatching(/^ALLOW_TEST_PAYMENTS is "yes": set it to true .* or false$/),
    ])
  })

  it('refuses production without SMTP_URL', () => {
    expect(problems({ SMTP_URL: undefined })).toEqual([
      expect.stringMatching(/^SMTP_URL is not set, so mail .* would be written to files under DATA_DIR\/mail: set SMTP_URL=smtps:\/\//),
    ])
    expect(problems({ SMTP_URL: '' })).toHaveLength(1)
  })

  it('refuses production with an SMTP_URL that is not an SMTP URL', () => {
    expect(problems({ SMTP_URL: 'smtp.example.dk' })).toEqual([expect.stringMatching(/^SMTP_URL is not an smtp:\/\/ or smtps:\/\/ URL/)])
  })

  it('refuses production asked to seed the demo shop', () => {
    expect(problems({ SEED: 'true' })).toEqual([
      expect.stringMatching(/^SEED is "true": production never seeds the demo shop; unset SEED$/),
    ])
  })

  it('refuses production on a database holding the demo seed, naming what it found', () => {
    const found = ['admin@delikat.dk with the demo password', 'gift card DEMO-GAVE-KORT-0500']
    expect(problems({}, { demoSeed: found })).toEqual([
      expect.stringMatching(
        /^DATABASE_URL's database holds .*\(admin@delikat\.dk with the demo password, gift card DEMO-GAVE-KORT-0500\): start production on a database/,
      ),
    ])
  })

  it('says every problem at once, one line each', () => {
    const all = deploymentProblems({ DELIKAT_ENV: 'production' }, { demoSeed: ['kunde@delikat.dk with the demo password'] })
    expect(all.map((line) => line.split(' ')[0])).toEqual([
      'PAYLOAD_SECRET',
      'STOREFRONT_URL',
      'BACKEND_URL',
      'QUICKPAY_API_KEY',
      'MITID_ISSUER,',
      'SHIPPING_PROVIDER',
      'SMTP_URL',
      "DATABASE_URL's",
    ])
    for (const line of all) expect(line).not.toContain('\n')
  })
})

describe('the public URLs', () => {
  it('refuses to guess them: unset, not https, or a loopback host, each named with what it is for', () => {
    expect(problems({ STOREFRONT_URL: undefined })).toEqual([
      expect.stringMatching(
        /^STOREFRONT_URL is not set, so the shop would guess http:\/\/localhost for the storefront .*: set STOREFRONT_URL=https:/,
      ),
    ])
    expect(problems({ BACKEND_URL: '' })).toEqual([expect.stringMatching(/^BACKEND_URL is not set, .*callbacks.*: set BACKEND_URL=https:/)])
    expect(problems({ BACKEND_URL: 'http://api.delikat.dk' })).toEqual([
      expect.stringMatching(/^BACKEND_URL is http:\/\/api\.delikat\.dk, not https/),
    ])
    expect(problems({ STOREFRONT_URL: 'https://localhost:3000' })).toEqual([
      expect.stringMatching(/^STOREFRONT_URL names localhost, which nobody else reaches/),
    ])
    expect(problems({ BACKEND_URL: 'https://127.0.0.1:3001' })).toEqual([expect.stringMatching(/^BACKEND_URL names 127\.0\.0\.1/)])
    expect(problems({ STOREFRONT_URL: 'www.delikat.dk' })).toEqual([
      expect.stringMatching(/^STOREFRONT_URL is "www\.delikat\.dk", not an absolute URL/),
    ])
    // The demo guesses, as it always has.
    expect(deploymentProblems({ STOREFRONT_URL: undefined, BACKEND_URL: undefined })).toEqual([])
  })
})

describe('the last lines of defence', () => {
  it('allow mail files and TEST payments in the demo only, TEST payments in production only when allowed', () => {
    expect(fileMailAllowed({})).toBe(true)
    expect(fileMailAllowed({ DELIKAT_ENV: 'demo' })).toBe(true)
    expect(fileMailAllowed({ DELIKAT_ENV: 'production' })).toBe(false)
    expect(testPaymentsAllowed({})).toBe(true)
    expect(testPaymentsAllowed({ DELIKAT_ENV: 'production' })).toBe(false)
    expect(testPaymentsAllowed({ DELIKAT_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' })).toBe(true)
  })

  it('read a misspelt DELIKAT_ENV as production', () => {
    expect(fileMailAllowed({ DELIKAT_ENV: 'Production' })).toBe(false)
    expect(testPaymentsAllowed({ DELIKAT_ENV: '' })).toBe(false)
  })
})

describe('passwordMatches', () => {
  // Payload 3's current form, made as generatePasswordSaltHash makes it (600 000 rounds of PBKDF2-SHA256, 32 bytes).
  const salt = 'c0ffee'
  const current = (password: string) => `pbkdf2-sha256-v1:${pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')}`

  it('knows the demo password behind a hash of it, and no other', async () => {
    const hash = current('Delikat-demo-2026')
    expect(await passwordMatches('Delikat-demo-2026', { hash, salt }, 'x')).toBe(true)
    expect(await passwordMatches('Delikat-demo-2027', { hash, salt }, 'x')).toBe(false)
  })

  it('reads the legacy form too', async () => {
    const hash = pbkdf2Sync('Delikat-demo-2026', salt, 25_000, 512, 'sha256').toString('hex')
    expect(await passwordMatches('Delikat-demo-2026', { hash, salt }, 'x')).toBe(true)
  })

  it('throws on a hash it cannot read rather than call it another password', async () => {
    await expect(passwordMatches('Delikat-demo-2026', { hash: 'argon2id$...', salt }, 'admin@delikat.dk')).rejects.toThrow(
      /admin@delikat\.dk/,
    )
  })
})
