/** Serves the embedded database alone (for migrations and debugging): `npx tsx scripts/db.ts [port]`. */
import path from 'node:path'
import { startEmbeddedDatabase } from '../backend/src/db/pglite-server'

async function main() {
  const port = Number(process.argv[2] ?? process.env.DB_PORT ?? 5433)
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', 'pglite')
  const db = await startEmbeddedDatabase({ dataDir, port })
  console.log(`embedded database at ${db.url} (files in ${dataDir})`)
  const stop = async () => {
    await db.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void main()
