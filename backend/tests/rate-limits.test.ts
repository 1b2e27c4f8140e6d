/**
 * Per-client limits decide in one atomic statement (backend/src/shop/rate-limit.ts, docs/adr/0045): a burst of
 * concurrent attempts lets exactly the limit through. On PostgreSQL the burst runs over the pool's many connections
 * at once, as several backend instances would; the embedded database has one session and so answers them in turn.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { dbPool } from '../src/db/pool'
import { CODE_ATTEMPTS, tryClaim, type RateLimit } from '../src/shop/rate-limit'
import { api, randomAddress, testPayload } from './helpers'

async function pool() {
  const { payload } = await testPayload()
  return dbPool(payload)
}

const burstLimit = (max: number, windowMs = 60_000): RateLimit => ({ bucket: `test-${randomUUID().slice(0, 8)}`, max, windowMs })

describe('per-client limits', () => {
  it('admits exactly the limit of a burst of 40 concurrent claims, and says when the oldest leaves the window', async () => {
    const db = await pool()
    const limit = burstLimit(10)
    const key = randomAddress()
    const claims = await Promise.all(Array.from({ length: 40 }, () => tryClaim(db, limit, key)))
    expect(claims.filter((c) => c.admitted)).toHaveLength(10)
    const refused = claims.filter((c) => !c.admitted)
    expect(refused).toHaveLength(30)
    for (const claim of refused) {
      if (claim.admitted) continue
      expect(claim.retryAfterSeconds).toBeGreaterThan(0)
      expect(claim.retryAfterSeconds).toBeLessThanOrEqual(60)
    }
    const { rows } = await db.query<{ n: number }>('SELECT cardinality(hits) AS n FROM rate_limits WHERE bucket = $1 AND client = $2', [
      limit.bucket,
      key,
    ])
    expect(rows[0]?.n).toBe(10)
    // Another key has its own attempts.
    expect((await tryClaim(db, limit, randomAddress())).admitted).toBe(true)
  })

  it('gives a released attempt back, exactly one, and forgets hits older than the window', async () => {
    const db = await pool()
    const limit = burstLimit(2)
    const key = randomAddress()
    const first = await tryClaim(db, limit, key)
    const second = await tryClaim(db, limit, key)
    if (!first.admitted || !second.admitted) throw new Error('the first two claims must be admitted')
    expect((await tryClaim(db, limit, key)).admitted).toBe(false)
    await first.attempt.release()
    await first.attempt.release()
    const third = await tryClaim(db, limit, key)
    expect(third.admitted).toBe(true)
    expect((await tryClaim(db, limit, key)).admitted).toBe(false)

    // Hits from before the window no longer count.
    const old = burstLimit(1, 1_000)
    await db.query("INSERT INTO rate_limits (bucket, client, hits) VALUES ($1, $2, ARRAY[now() - interval '2 seconds'])", [old.bucket, key])
    expect((await tryClaim(db, old, key)).admitted).toBe(true)
    expect((await tryClaim(db, old, key)).admitted).toBe(false)
  })

  it('lets exactly 10 of 40 concurrent wrong voucher codes from one client be tried, and a right code afterwards costs nothing', async () => {
    const client = { 'x-forwarded-for': randomAddress() }
    const created = await api('POST', '/basket/', {}, client)
    const uid = created.body.Uid as string
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => api('PUT', `/basket/${uid}/voucher/WRONG${i}X${randomUUID().slice(0, 6)}/`, undefined, client)),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 400)).toHaveLength(CODE_ATTEMPTS.max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - CODE_ATTEMPTS.max)
    expect(answers.find((a) => a.status === 400)?.body.ErrorCode).toBe('VoucherNotFound')

    // Right codes give their attempt back: nine wrong and any number of right ones leave the tenth free.
    const { payload } = await testPayload()
    const code = `T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`
    await payload.create({ collection: 'vouchers', locale: 'da', data: { code, kind: 'Percent', percent: 10, active: true } })
    const other = { 'x-forwarded-for': randomAddress() }
    const basket = (await api('POST', '/basket/', {}, other)).body.Uid as string
    for (let i = 0; i < 9; i += 1) expect((await api('PUT', `/basket/${basket}/voucher/NOPE${i}/`, undefined, other)).status).toBe(400)
    for (let i = 0; i < 5; i += 1) expect((await api('PUT', `/basket/${basket}/voucher/${code}/`, undefined, other)).status).toBe(200)
    expect((await api('PUT', `/basket/${basket}/voucher/NOPE10/`, undefined, other)).status).toBe(400)
    expect((await api('PUT', `/basket/${basket}/voucher/NOPE11/`, undefined, other)).status).toBe(429)
  })
})
