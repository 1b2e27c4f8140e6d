/**
 * One submit of a basket at a time, across every backend instance (docs/adr/0016, docs/adr/0046): the basket's
 * `submit_started_at` is a lease of SUBMIT_LEASE_SECONDS that the submitting request renews every
 * SUBMIT_RENEW_SECONDS while it works. An instance that dies mid-submit stops renewing, so another instance may take
 * the basket within seconds, not after a minute. The stamp the claim wrote is the holder's token: renewing and
 * releasing touch the row only while it still carries that stamp, so a holder whose lease lapsed (a stalled process)
 * can neither extend nor end the next holder's.
 */
import type { Pool } from 'pg'

/** How long a submit holds its basket without renewing. Placing an order takes well under a second. */
export const SUBMIT_LEASE_SECONDS = 10
/** How often a running submit renews its lease: three tries before it lapses. */
export const SUBMIT_RENEW_SECONDS = 3

export interface SubmitLease {
  /** Stops renewing and gives the basket back (only if this lease still holds it). */
  release(): Promise<void>
}

/** Takes the basket for one submit, or answers null while a live submit holds it. */
export async function claimSubmitLease(pool: Pool, basketUid: string): Promise<SubmitLease | null> {
  const { rows } = await pool.query<{ stamp: string }>(
    `UPDATE baskets SET submit_started_at = now()
      WHERE uid = $1 AND (submit_started_at IS NULL OR submit_started_at < now() - make_interval(secs => $2))
      RETURNING submit_started_at::text AS stamp`,
    [basketUid, SUBMIT_LEASE_SECONDS],
  )
  let stamp = rows[0]?.stamp
  if (stamp === undefined) return null

  let renewing: Promise<void> = Promise.resolve()
  const renew = async () => {
    const { rows: renewed } = await pool.query<{ stamp: string }>(
      `UPDATE baskets SET submit_started_at = now() WHERE uid = $1 AND submit_started_at = $2::timestamptz
        RETURNING submit_started_at::text AS stamp`,
      [basketUid, stamp],
    )
    // Lost (it lapsed and another submit took it): nothing more to renew or release.
    stamp = renewed[0]?.stamp
    if (stamp === undefined) clearInterval(timer)
  }
  const timer = setInterval(() => {
    renewing = renewing.then(renew).catch(() => undefined)
  }, SUBMIT_RENEW_SECONDS * 1000)
  timer.unref()

  return {
    release: async () => {
      clearInterval(timer)
      await renewing
      if (stamp === undefined) return
      await pool.query('UPDATE baskets SET submit_started_at = NULL WHERE uid = $1 AND submit_started_at = $2::timestamptz', [
        basketUid,
        stamp,
      ])
    },
  }
}
