/**
 * Brings a database up to date: applies the committed migrations, then seeds the demo shop if (and only if)
 * the database holds no data. Run once before the apps start: `npx tsx --conditions=production src/bootstrap.ts` in
 * backend/ (the condition: bootstrap-command.ts).
 * Its last line is BOOTSTRAP_DONE; the start script refuses to go on without it.
 *
 * In production (DELIKAT_ENV=production, deployment.ts) it first refuses a deployment that is missing a setting,
 * never seeds, and refuses a database that still holds the demo seed's published logins or gift cards.
 */
import type { Migration } from 'payload'
import { assertDeployable, deploymentKind, demoSeedFindings } from './deployment'

export const BOOTSTRAP_DONE = 'bootstrap: database ready'

async function main() {
  // Before Payload is even loaded: its config reads the environment and would stop on a bad value with a line that
  // says less, and a refused start should not have touched the database.
  assertDeployable(process.env)
  const production = deploymentKind(process.env) === 'production'

  const [{ getPayload }, { migrations }, { default: config }, { isEmpty, seed }, { syncTranslations }] = await Promise.all([
    import('payload'),
    import('./migrations'),
    import('./payload.config'),
    import('./seed'),
    import('./seed/translations'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const { totalDocs: applied } = await payload.count({ collection: 'payload-migrations' })
  if (production) assertDeployable(process.env, { demoSeed: await demoSeedFindings(payload) })
  if (!production && process.env.SEED !== 'false' && (await isEmpty(payload))) {
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
  console.error(describeError(error))
  process.exit(1)
})

/** One readable line per cause: an AggregateError (a refused connection to every address of a host) has no message of its own. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const own = error.message || `${error.name}${(error as { code?: string }).code ? ` ${(error as { code?: string }).code}` : ''}`
  const inner = error instanceof AggregateError ? error.errors.map(describeError) : error.cause ? [describeError(error.cause)] : []
  return [own, ...inner].join('\n')
}
