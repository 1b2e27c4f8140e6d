/**
 * The shop as the end-to-end tests see it: both apps on their own ports over a fresh embedded database in a
 * temporary folder, so a running `npm start` and its data are never touched. Playwright starts and stops it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { E2E_BACKEND_PORT, E2E_BUILD_ENV, E2E_PORT, E2E_STAND_IN_PORT } from '../tests/e2e/ports'
import { startStandIn } from './e2e-stand-in'
import { ROOT, startStack } from './stack'

/** Names the temporary DATA_DIR for the tests, which open the mails the backend writes to DATA_DIR/mail
 * (tests/e2e/fixtures.ts reads it: E2E_DATA_DIR_FILE there). */
const DATA_DIR_FILE = path.join(ROOT, 'test-results', 'e2e-data-dir.txt')

async function main() {
  // The outside services point at a local stand-in on another origin (docs/consent.md): the tests see whether the
  // tag manager, the marketing SDK and the other outside scripts are loaded, and that nothing else outside the shop is.
  Object.assign(process.env, E2E_BUILD_ENV)
  const standIn = await startStandIn(E2E_STAND_IN_PORT)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'delikat-e2e-'))
  mkdirSync(path.dirname(DATA_DIR_FILE), { recursive: true })
  writeFileSync(DATA_DIR_FILE, dataDir)
  const stack = await startStack({
    port: E2E_PORT,
    backendPort: E2E_BACKEND_PORT,
    dataDir,
    databaseUrl: process.env.E2E_DATABASE_URL,
    logFile: path.join(ROOT, 'test-results', 'e2e-server.log'),
    onExit: (name, code) => {
      console.error(`e2e server: the ${name} exited with ${code}`)
      process.exit(1)
    },
  })
  console.log(`e2e server ready at ${stack.storefrontUrl}`)
  const stop = async () => {
    await stack.stop()
    standIn.close()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(DATA_DIR_FILE, { force: true })
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())
}

main().catch((error) => {
  console.error(`e2e server could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
