/**
 * The demo seed, once per test run. Test files share one database and run one after another in no fixed order, so
 * whichever file needs the demo content first seeds it, and the others find it there.
 */
import type { Payload } from 'payload'
import { seed } from '../src/seed'
import { DEMO_STAFF } from '../src/seed/demo-data'
import { testPayload } from './helpers'

/**
 * Seeding takes most of a minute on two idle cores and several on a busy machine: more than one test may take. Every
 * file that needs the demo content seeds it in a top-level `beforeAll(seededPayload, SEED_TIMEOUT_MS)`, so whichever
 * file runs first pays for it within a hook's budget, never a test's.
 */
export const SEED_TIMEOUT_MS = 300_000

export async function seededPayload(): Promise<Payload> {
  const { payload } = await testPayload()
  const admin = await payload.count({ collection: 'users', where: { email: { equals: DEMO_STAFF[0].email } } })
  if (admin.totalDocs === 0) await seed(payload)
  return payload
}
