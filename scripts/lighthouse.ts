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

export type LighthouseRow = { path: string; score: number; tbtMs: number; lcpMs: number; cls: number; lcpHighPriority: boolean | null }

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

/** Whether the request for the LCP element's image had high priority (null: the LCP element is no image). */
function lcpHighPriority(audits: Record<string, Audit>): boolean | null {
  const requests = audits['network-requests']?.details?.items ?? []
  const lcp = audits['largest-contentful-paint-element']?.details?.items ?? []
  const url = JSON.stringify(lcp).match(/"url":"([^"]+\.(?:webp|jpe?g|png|avif)[^"]*)"/)?.[1]
  if (!url) return null
  const request = requests.find((item) => item.url === url)
  return request ? request.priority === 'High' || request.priority === 'VeryHigh' : null
}

export async function runLighthouse(origin: string, paths: string[]): Promise<LighthouseRow[]> {
  const chromium = await startChromium()
  const rows: LighthouseRow[] = []
  try {
    for (const page of paths) {
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
      const result = { lhr: JSON.parse(stdout) as { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> } }
      const { categories, audits } = result.lhr
      const value = (id: string) => (audits[id] as Audit | undefined)?.numericValue ?? NaN
      rows.push({
        path: page,
        score: categories.performance?.score ?? 0,
        tbtMs: Math.round(value('total-blocking-time')),
        lcpMs: Math.round(value('largest-contentful-paint')),
        cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
        lcpHighPriority: lcpHighPriority(audits),
      })
    }
  } finally {
    await chromium.stop().catch((error: unknown) => console.error(`lighthouse: ${String(error)}`))
  }
  return rows
}

export function printLighthouse(rows: LighthouseRow[]): void {
  console.log(
    `\nLighthouse, mobile with simulated throttling (target: score ≥ ${TARGET.score}, TBT ≤ ${TARGET.tbtMs} ms, LCP ≤ ${TARGET.lcpMs} ms, CLS ≤ ${TARGET.cls}):\n`,
  )
  console.log(
    `${'page'.padEnd(42)} ${'score'.padStart(6)} ${'TBT ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'CLS'.padStart(6)}  LCP image priority`,
  )
  for (const r of rows) {
    const missed = r.score < TARGET.score || r.tbtMs > TARGET.tbtMs || r.lcpMs > TARGET.lcpMs || r.cls > TARGET.cls
    const priority = r.lcpHighPriority === null ? '(no image)' : r.lcpHighPriority ? 'high' : 'NOT high'
    console.log(
      `${r.path.padEnd(42)} ${r.score.toFixed(2).padStart(6)} ${String(r.tbtMs).padStart(7)} ${String(r.lcpMs).padStart(7)} ${String(r.cls).padStart(6)}  ${priority}${missed ? '  (misses a target)' : ''}`,
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
