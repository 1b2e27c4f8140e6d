/**
 * Brings a database up to date: applies the committed migrations, then seeds the demo shop if (and only if)
 * the database holds no data. Run once before the apps start: `npx tsx src/bootstrap.ts` in backend/.
 * Its last line is BOOTSTRAP_DONE; the start script refuses to go on without it.
 */
import { getPayload, type Migration } from 'payload'
import { migrations } from './migrations'
import config from './payload.config'
import { isEmpty, seed } from './seed'
import { syncTranslations } from './seed/translations'

export const BOOTSTRAP_DONE = 'bootstrap: database ready'

async function main() {
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const { totalDocs: applied } = await payload.count({ collection: 'payload-migrations' })
  if (process.env.SEED !== 'false' && (await isEmpty(payload))) {
    const started = Date.now()
    await seed(payload)
    payload.logger.info(`Seeded the demo shop in ${Date.now() - started} ms`)
  } else {
    const added = await syncTranslations(payload)
    if (added > 0) payload.logger.info(`Added ${added} new UI texts to the translations`)
  }
  await payload.destroy()
  console.info(`${BOOTSTRAP_DONE} (${applied} migrations applied in all)`)
  process.exit(0)
}

// Top-level await, so whoever imports this module waits for the work.
await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
