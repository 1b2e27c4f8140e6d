/**
 * `npm start` (and `npm run dev` with --dev): the whole shop from one command (docs/architecture.md §2). Checks the ports,
 * starts the database (embedded PGlite unless DATABASE_URL is set), builds what is not built, migrates, seeds an
 * empty database, starts both apps and prints where they are. Ctrl-C stops everything.
 */
import { startStack, type Stack } from './stack'

const DEMO_LOGINS: Array<[string, string]> = [
  ['kunde@delikat.dk', 'customer (B2C)'],
  ['firma@delikat.dk', 'business customer (B2B, CVR 12345674)'],
  ['admin@delikat.dk', 'admin (/admin)'],
  ['redaktoer@delikat.dk', 'editor (/admin)'],
  ['kundeservice@delikat.dk', 'customer service, may act as customers (/admin)'],
]

async function main() {
  const dev = process.argv.includes('--dev')
  let stack: Stack | undefined
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    await stack?.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))

  try {
    stack = await startStack({ dev, log: (line) => console.log(line), onExit: () => void stop(1) })
  } catch (error) {
    console.error(`Delikat could not start: ${error instanceof Error ? error.message : String(error)}`)
    await stop(1)
    return
  }
  console.log('')
  console.log(`  Delikat is running${dev ? ' (development, hot reload)' : ''}`)
  console.log(`  Shop:    ${stack.storefrontUrl}/`)
  console.log(`  Admin:   ${stack.backendUrl}/admin`)
  console.log(`  Database: ${stack.embedded ? `embedded PGlite in ${stack.dataDir}` : 'PostgreSQL from DATABASE_URL'}`)
  console.log('')
  console.log('  Demo logins (password Delikat-demo-2026; change them in any real installation):')
  for (const [email, role] of DEMO_LOGINS) console.log(`    ${email.padEnd(26)} ${role}`)
  console.log('')
  console.log('  Ctrl-C stops everything.')
}

void main()
