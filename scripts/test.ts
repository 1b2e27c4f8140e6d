/**
 * `npm test`: the whole suite in one run (docs/architecture.md §2): typecheck, lint, unit and component tests, backend
 * integration tests (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then both apps built once
 * and the end-to-end tests in Debian's Chromium, and on that build, with PostgreSQL, several instances of each app
 * behind HAProxy (tests/cluster). Ends with one line `N passed, N failed`. `npm test -- cluster` runs one step.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { chromiumPath } from './chromium'
import { ROOT } from './stack'

const BIN = path.join(ROOT, 'node_modules', '.bin')
const RESULTS = path.join(ROOT, 'test-results')

interface Tally {
  name: string
  passed: number
  failed: number
  seconds: number
}

const tallies: Tally[] = []
/** The names of the tests that failed, printed again under the summary so the tail of a CI log says which. */
const failures: string[] = []

/**
 * Runs a command in the repository. `held`: its output is kept and printed in one piece when it ends, so a step that
 * runs beside another does not interleave its lines with the other's.
 */
function run(command: string, args: string[], env: Record<string, string> = {}, held = false): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.once('exit', (code) => {
      if (held) process.stdout.write(Buffer.concat(chunks))
      resolve(code ?? 1)
    })
    child.once('error', () => resolve(1))
  })
}

async function step(name: string, work: () => Promise<{ passed: number; failed: number }>) {
  console.log(`\n━━ ${name}`)
  const started = Date.now()
  let result: { passed: number; failed: number }
  try {
    result = await work()
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`)
    result = { passed: 0, failed: 1 }
  }
  tallies.push({ name, ...result, seconds: Math.round((Date.now() - started) / 1000) })
}

/** A check that is one test: it passes when the command exits 0. */
const check = (command: string, args: string[], env?: Record<string, string>) => async () => {
  const code = await run(command, args, env)
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
}

/** Vitest with a JSON report; a crash that reports nothing counts as a failure. */
const vitest =
  (report: string, args: string[], env?: Record<string, string>, held = false) =>
  async () => {
    const file = path.join(RESULTS, report)
    rmSync(file, { force: true })
    const code = await run(
      path.join(BIN, 'vitest'),
      ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      env,
      held,
    )
    if (!existsSync(file)) return { passed: 0, failed: 1 }
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      numFailedTestSuites: number
      testResults?: {
        name: string
        status: string
        message?: string
        assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[]
      }[]
    }
    for (const suite of json.testResults ?? []) {
      const where = path.relative(ROOT, suite.name)
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed')
      for (const t of failedTests) failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
      if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(suite.message)}`)
    }
    const failed = json.numFailedTests + json.numFailedTestSuites
    return { passed: json.numPassedTests, failed: failed > 0 || code === 0 ? failed : 1 }
  }

function firstLine(text: string | undefined): string {
  return (
    (text ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  )
}

function ensureChromium() {
  if (chromiumPath()) return
  if (process.getuid?.() !== 0)
    throw new Error("Chromium is missing: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH")
  console.log("Installing Debian's chromium for the end-to-end tests ...")
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
  if (!chromiumPath()) throw new Error('chromium was installed but is not at /usr/bin/chromium')
}

interface PlaywrightSuite {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { title: string; ok: boolean; line?: number; tests?: { results?: { error?: { message?: string } }[] }[] }[]
}

function collectPlaywrightFailures(suites: PlaywrightSuite[], titles: string[], file = '') {
  for (const suite of suites) {
    // The top-level suites are the files; below them come the describe blocks.
    const here = file ? [...titles, suite.title] : titles
    const where = file || suite.file || suite.title
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error?.message
      failures.push(`${where}:${spec.line ?? ''} › ${[...here, spec.title].join(' › ')}: ${firstLine(error)}`)
    }
    collectPlaywrightFailures(suite.suites ?? [], here, where)
  }
}

async function playwright() {
  ensureChromium()
  const file = path.join(RESULTS, 'e2e.json')
  rmSync(file, { force: true })
  const code = await run(path.join(BIN, 'playwright'), ['test'])
  if (!existsSync(file)) return { passed: 0, failed: 1 }
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    errors?: unknown[]
    suites?: PlaywrightSuite[]
  }
  collectPlaywrightFailures(json.suites ?? [], [])
  const failed = json.stats.unexpected + json.stats.flaky + (json.errors?.length ?? 0)
  return { passed: json.stats.expected, failed: failed > 0 || code === 0 ? failed : 1 }
}

async function main() {
  mkdirSync(RESULTS, { recursive: true })
  const only = process.argv.slice(2)
  const wanted = (name: string) => only.length === 0 || only.includes(name)

  if (wanted('typecheck')) {
    await step('typecheck: storefront', check(path.join(BIN, 'tsc'), ['--noEmit', '-p', 'tsconfig.json']))
    await step('typecheck: backend', check(path.join(BIN, 'tsc'), ['--noEmit', '-p', 'backend/tsconfig.json']))
  }
  if (wanted('lint')) await step('lint', check(path.join(BIN, 'eslint'), ['--max-warnings', '0', '.']))
  if (wanted('format')) await step('format (prettier --check)', check(path.join(BIN, 'prettier'), ['--check', '--log-level', 'warn', '.']))
  if (wanted('unused')) await step('unused files, exports, dependencies (knip)', check(path.join(BIN, 'knip'), ['--no-progress']))
  if (wanted('unit')) {
    await step(
      'unit and component tests',
      vitest('unit.json', ['--project', 'contract', '--project', 'storefront', '--project', 'backend-unit']),
    )
  }
  if (wanted('integration')) {
    const embedded = () =>
      step(
        'backend integration: embedded PGlite',
        vitest('integration-pglite.json', ['--project', 'backend-integration'], { INTEGRATION_DB: 'embedded' }),
      )
    if (process.env.TEST_DATABASE_URL) {
      // The integration suite runs one file at a time and leaves the second core idle, so the PostgreSQL run goes
      // beside the embedded one (each has its own database and data folder); its output is printed when it ends.
      await Promise.all([
        embedded(),
        step(
          'backend integration: PostgreSQL (TEST_DATABASE_URL)',
          vitest('integration-postgres.json', ['--project', 'backend-integration'], { INTEGRATION_DB: 'postgres' }, true),
        ),
      ])
    } else {
      await embedded()
      console.log('\n(TEST_DATABASE_URL is not set: the integration tests ran on the embedded database only)')
    }
  }
  if (wanted('e2e')) await step('end-to-end (Chromium)', playwright)
  if (wanted('cluster')) {
    // Two backends and two storefronts behind HAProxy on one PostgreSQL (tests/cluster), on the end-to-end build.
    if (process.env.TEST_DATABASE_URL)
      await step('several instances: PostgreSQL and HAProxy', vitest('cluster.json', ['--project', 'cluster']))
    else console.log('\n(TEST_DATABASE_URL is not set: the tests of several instances need PostgreSQL and did not run)')
  }

  const passed = tallies.reduce((a, t) => a + t.passed, 0)
  const failed = tallies.reduce((a, t) => a + t.failed, 0)
  console.log('\n━━ summary')
  for (const t of tallies)
    console.log(`  ${t.failed ? '✗' : '✓'} ${t.name.padEnd(52)} ${t.passed} passed, ${t.failed} failed  (${t.seconds} s)`)
  if (failures.length) {
    console.log('\n  what failed:')
    for (const line of failures) console.log(`    - ${line}`)
  }
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed > 0 || passed === 0 ? 1 : 0)
}

void main()
