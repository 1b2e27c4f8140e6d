/**
 * Lighthouse (mobile, simulated throttling: its defaults) on a running storefront, in Debian's Chromium: the
 * performance score, total blocking time, LCP and CLS per page, and whether the LCP image was asked for with high
 * priority. `npm run bench` prints it; alone: `npx tsx scripts/lighthouse.ts http://localhost:3100 / /vin/roedvin/`.
 */
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { CHROMIUM_ARGS, chromiumPath } from './chromium'

/** A page's figures from its median run (medianRun), with the spread of the score and the blocking time over all runs. */
export type LighthouseRow = {
  path: string
  score: number
  tbtMs: number
  lcpMs: number
  cls: number
  lcpHighPriority: boolean | null
  runs: number
  scoreRange: [number, number]
  tbtRange: [number, number]
}

/** Targets of docs/benchmarks.md: a page that misses one is flagged in the table. */
const TARGET = { score: 0.85, tbtMs: 600, lcpMs: 2500, cls: 0.05 }
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333)
const LIGHTHOUSE_CLI = path.resolve(__dirname, '..', 'node_modules', 'lighthouse', 'cli', 'index.js')
const run = promisify(execFile)

async function startChromium(): Promise<{ stop: () => Promise<void> }> {
  const executable = chromiumPath()
  if (!executable) throw new Error('no Chromium: apt-get install -y chromium')
  const profile = mkdtempSync(path.join(tmpdir(), 'delikat-lighthouse-'))
  const child = spawn(
    executable,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  )
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    }
    // Chromium's helpers may still be writing their profile for a moment.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`)).ok) return { stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error('Chromium did not open its debugging port')
}

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }

/**
 * Whether the request for the LCP element's image had high priority (null: the LCP element is no image). Lighthouse
 * names the element by a snippet of its markup, whose `src` it shortens with "…": the request is the one whose
 * address starts with what is left.
 */
export function lcpHighPriority(audits: Record<string, Audit>): boolean | null {
  const requests = audits['network-requests']?.details?.items ?? []
  const src = /^<img\b[^>]*?\ssrc="([^"]+)"/.exec(snippetIn(audits['largest-contentful-paint-element']?.details) ?? '')?.[1]
  if (!src) return null
  const prefix = src.replace(/…$/, '').replaceAll('&amp;', '&')
  const request = requests.find((item) => typeof item.url === 'string' && item.url.startsWith(prefix))
  return request ? request.priority === 'High' || request.priority === 'VeryHigh' : null
}

/** The first element snippet (`node.snippet`) in an audit's details, however deep its tables nest it. */
function snippetIn(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = snippetIn(item)
      if (found) return found
    }
    return undefined
  }
  if (!value || typeof value !== 'object') return undefined
  const record = value as Record<string, unknown>
  const node = record.node as { snippet?: unknown } | undefined
  if (typeof node?.snippet === 'string') return node.snippet
  return snippetIn(record.items)
}

/** One Lighthouse run of one page: what the table shows, and the two figures the median run is chosen by. */
type Run = Omit<LighthouseRow, 'runs' | 'scoreRange' | 'tbtRange'> & { fcpMs: number; ttiMs: number }

/**
 * The run that stands for the page, chosen as Lighthouse's own tooling does (its `computeMedianRun`): the run closest
 * to the median first contentful paint and the median time to interactive, ties broken by the earlier interactive.
 * A median of the score alone can pick a run whose start or end of load was the odd one out.
 */
export function medianRun<R extends { fcpMs: number; ttiMs: number }>(runs: R[]): R {
  if (runs.length === 0) throw new Error('no Lighthouse runs')
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  }
  const fcp = median(runs.map((run) => run.fcpMs))
  const tti = median(runs.map((run) => run.ttiMs))
  const distance = (run: R) => (fcp - run.fcpMs) ** 2 + (tti - run.ttiMs) ** 2
  return [...runs].sort((a, b) => distance(a) - distance(b) || a.ttiMs - b.ttiMs)[0]!
}

/** LIGHTHOUSE_RUNS (3 unless set): runs per page. One run on this machine can be off by a factor of two in blocking time. */
function runsPerPage(): number {
  const wanted = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
  return Number.isInteger(wanted) && wanted > 0 ? wanted : 3
}

export async function runLighthouse(origin: string, paths: string[], runs = runsPerPage()): Promise<LighthouseRow[]> {
  const chromium = await startChromium()
  const rows: LighthouseRow[] = []
  try {
    for (const page of paths) {
      const measured: Run[] = []
      for (let attempt = 0; attempt < runs; attempt++) {
        // Lighthouse's own command line under plain Node: it sends functions into the page as text, and the names
        // tsx gives functions (esbuild's keepNames) do not exist there.
        const { stdout } = await run(
          process.execPath,
          [
            LIGHTHOUSE_CLI,
            new URL(page, origin).toString(),
            `--port=${DEBUGGING_PORT}`,
            '--output=json',
            '--only-categories=performance',
            '--quiet',
          ],
          { maxBuffer: 256 * 1024 * 1024 },
        )
        const lhr = JSON.parse(stdout) as { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> }
        const value = (id: string) => (lhr.audits[id] as Audit | undefined)?.numericValue ?? NaN
        measured.push({
          path: page,
          score: lhr.categories.performance?.score ?? 0,
          tbtMs: Math.round(value('total-blocking-time')),
          lcpMs: Math.round(value('largest-contentful-paint')),
          cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
          lcpHighPriority: lcpHighPriority(lhr.audits),
          fcpMs: value('first-contentful-paint'),
          ttiMs: value('interactive'),
        })
      }
      const { fcpMs: _fcp, ttiMs: _tti, ...median } = medianRun(measured)
      const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)]
      rows.push({
        ...median,
        runs: measured.length,
        scoreRange: range(measured.map((m) => m.score)),
        tbtRange: range(measured.map((m) => m.tbtMs)),
      })
    }
  } finally {
    await chromium.stop().catch((error: unknown) => console.error(`lighthouse: ${String(error)}`))
  }
  return rows
}

export function printLighthouse(rows: LighthouseRow[]): void {
  const runs = rows[0]?.runs ?? 1
  console.log(
    `\nLighthouse, mobile with simulated throttling, the median of ${runs} run${runs === 1 ? '' : 's'} per page (target: score ≥ ${TARGET.score}, TBT ≤ ${TARGET.tbtMs} ms, LCP ≤ ${TARGET.lcpMs} ms, CLS ≤ ${TARGET.cls}):\n`,
  )
  console.log(
    `${'page'.padEnd(42)} ${'score'.padStart(6)} ${'TBT ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'CLS'.padStart(6)}  ${'score, TBT of all runs'.padEnd(26)}  LCP image priority`,
  )
  for (const r of rows) {
    const missed = r.score < TARGET.score || r.tbtMs > TARGET.tbtMs || r.lcpMs > TARGET.lcpMs || r.cls > TARGET.cls
    const priority = r.lcpHighPriority === null ? '(no image)' : r.lcpHighPriority ? 'high' : 'NOT high'
    const spread = `${r.scoreRange[0].toFixed(2)}–${r.scoreRange[1].toFixed(2)}, ${r.tbtRange[0]}–${r.tbtRange[1]} ms`
    console.log(
      `${r.path.padEnd(42)} ${r.score.toFixed(2).padStart(6)} ${String(r.tbtMs).padStart(7)} ${String(r.lcpMs).padStart(7)} ${String(r.cls).padStart(6)}  ${spread.padEnd(26)}  ${priority}${missed ? '  (misses a target)' : ''}`,
    )
  }
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  const [origin = 'http://localhost:3000', ...paths] = process.argv.slice(2)
  runLighthouse(origin, paths.length > 0 ? paths : ['/'])
    .then(printLighthouse)
    .catch((error: unknown) => {
      console.error(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    })
}
