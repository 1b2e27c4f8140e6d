/**
 * The demo seed, once per test run. Test files share one database and run one after another in no fixed order, so
 * whichever file needs the demo content first seeds it, and the others find it there.
 */
import type { Payload } from 'payload'
import { seed } from '../src/seed'
import { DEMO_STAFF } from '../src/seed/demo-data'
import { testPayload } from './helpers'

export async function seededPayload(): Promise<Payload> {
  const { payload } = await testPayload()
  const admin = await payload.count({ collection: 'users', where: { email: { equals: DEMO_STAFF[0].email } } })
  if (admin.totalDocs === 0) await seed(payload)
  return payload
}
