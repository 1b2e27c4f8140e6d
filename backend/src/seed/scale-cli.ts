/**
 * `npm run seed:scale -- [count]` (default 20 000): adds the scale catalogue (scale.ts) to the database the shop
 * uses: DATABASE_URL when set, else the embedded database under DATA_DIR (./data), which must not be open in a
 * running shop at the same time (stop `npm start` first, or point DATABASE_URL at the running one's database).
 */
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../db/pglite-server'
import { DEFAULT_SCALE_PRODUCTS, seedScale } from './scale'

async function main() {
  const count = process.argv[2] === undefined ? DEFAULT_SCALE_PRODUCTS : Number(process.argv[2])
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`usage: npm run seed:scale -- [count], count a whole number from 1 (got "${process.argv[2]}")`)
  let embedded: EmbeddedDatabase | undefined
  let url = process.env.DATABASE_URL
  if (!url) {
    const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', 'pglite')
    embedded = await startEmbeddedDatabase({ dataDir })
    url = embedded.url
    console.info(`Adding ${count} products to the embedded database in ${dataDir} ...`)
  } else {
    console.info(`Adding ${count} products to DATABASE_URL ...`)
  }
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const result = await seedScale(client, count, (line) => console.info(line))
    console.info(`Added ${result.added} products (${result.first} to ${result.last}) in ${(result.ms / 1000).toFixed(1)} s`)
  } finally {
    await client.end().catch(() => undefined)
    await embedded?.stop()
  }
}

main().catch((error) => {
  console.error(`seed:scale failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
