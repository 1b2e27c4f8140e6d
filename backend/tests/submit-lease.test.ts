/**
 * The submit lease of a basket (backend/src/shop/checkout/submit-lease.ts, docs/adr/0046): held while renewed,
 * free within seconds when its holder stops renewing (an instance that died), and never ended by a holder that lost it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { dbPool } from '../src/db/pool'
import { claimSubmitLease, SUBMIT_LEASE_SECONDS, SUBMIT_RENEW_SECONDS } from '../src/shop/checkout/submit-lease'
import { api, testPayload } from './helpers'

async function setup() {
  const { payload } = await testPayload()
  const created = await api('POST', '/basket/', {})
  return { pool: dbPool(payload), uid: created.body.Uid as string }
}

const stampOf = async (pool: Awaited<ReturnType<typeof setup>>['pool'], uid: string) =>
  (await pool.query<{ at: Date | null }>('SELECT submit_started_at AS at FROM baskets WHERE uid = $1', [uid])).rows[0]?.at ?? null

describe('the submit lease', () => {
  beforeAll(async () => {
    await testPayload()
  }, 180_000)

  it('is held while its request renews it, and free again once released', async () => {
    const { pool, uid } = await setup()
    const lease = await claimSubmitLease(pool, uid)
    expect(lease).not.toBeNull()
    const first = await stampOf(pool, uid)
    expect(await claimSubmitLease(pool, uid)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, (SUBMIT_RENEW_SECONDS + 0.5) * 1000))
    const renewed = await stampOf(pool, uid)
    expect(renewed!.getTime()).toBeGreaterThan(first!.getTime())
    expect(await claimSubmitLease(pool, uid)).toBeNull()
    await lease!.release()
    expect(await stampOf(pool, uid)).toBeNull()
    const next = await claimSubmitLease(pool, uid)
    expect(next).not.toBeNull()
    await next!.release()
  }, 20_000)

  it('lapses when nobody renews it (the instance died), and the lapsed holder cannot end the next one', async () => {
    const { pool, uid } = await setup()
    const stalled = await claimSubmitLease(pool, uid)
    // As if the holder stopped SUBMIT_LEASE_SECONDS + 1 ago.
    await pool.query('UPDATE baskets SET submit_started_at = now() - make_interval(secs => $2) WHERE uid = $1', [
      uid,
      SUBMIT_LEASE_SECONDS + 1,
    ])
    const next = await claimSubmitLease(pool, uid)
    expect(next).not.toBeNull()
    const held = await stampOf(pool, uid)
    await stalled!.release()
    expect(await stampOf(pool, uid)).toEqual(held)
    expect(await claimSubmitLease(pool, uid)).toBeNull()
    await next!.release()
    expect(await stampOf(pool, uid)).toBeNull()
  })
})
