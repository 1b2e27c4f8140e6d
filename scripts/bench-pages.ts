/**
 * `npm run bench`'s pages (docs/adr/0031): every page kind a guest sees under load, as a browser asks for it (gzip),
 * with its ratio to the product page in the same run, and the cost of one render that no cache answers.
 */
import autocannon from 'autocannon'

export interface PageRow {
  scenario: string
  path: string
  rps: number
  p50: number
  p975: number
  mean: number
  errors: number
}

export const round = (ms: number) => Math.round(ms * 10) / 10

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** One autocannon run: its result, every response time (sorted) and the failed answers (4xx, 5xx, errors, time-outs). */
export async function measure(options: autocannon.Options): Promise<{ result: autocannon.Result; times: number[]; errors: number }> {
  const times: number[] = []
  let failed = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime)
      if (status >= 400) failed++
    })
  })
  times.sort((a, b) => a - b)
  return { result, times, errors: failed + result.errors + result.timeouts }
}

async function loadPage(
  origin: string,
  scenario: string,
  path: string,
  options: { connections: number; seconds: number; unique?: boolean },
): Promise<PageRow> {
  let n = 0
  const { result, times, errors } = await measure({
    url: origin,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        method: 'GET',
        // A query of its own for each request: no cache in front of the storefront has the page.
        setupRequest: (request) => ({ ...request, path: options.unique ? `${path}${path.includes('?') ? '&' : '?'}bench=${n++}` : path }),
      },
    ],
  })
  return {
    scenario,
    path,
    rps: Math.round(result.requests.average),
    p50: round(percentile(times, 50)),
    p975: round(percentile(times, 97.5)),
    mean: round(times.reduce((sum, t) => sum + t, 0) / Math.max(1, times.length)),
    errors,
  }
}

/** A recipe's address, from the recipe list the menu links to. */
async function recipePath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/opskrifter/`)).text()
  const found = /href="(\/opskrifter\/[^"/]+\/\d+\/)"/.exec(html)?.[1]
  if (!found) throw new Error('the recipe list links to no recipe')
  return found
}

export async function benchPages(origin: string, productPath: string, connections: number, seconds: number) {
  const kinds: Array<[string, string]> = [
    ['product page', productPath],
    ['home', '/'],
    ['landing page', '/smagsoplevelser/'],
    ['category', '/vin/roedvin/'],
    ['category: filter, sort, 2 pages', '/vin/roedvin/?country=Italien&sort=PricingAscending&pages=2'],
    ['recipe', await recipePath(origin)],
    ['search', '/soeg/?q=vin'],
  ]
  const loaded: PageRow[] = []
  for (const [scenario, path] of kinds) {
    // Warm: the first render of each page happens before the clock runs, as on a live shop.
    await loadPage(origin, 'warm-up', path, { connections: 2, seconds: 1 })
    loaded.push(await loadPage(origin, scenario, path, { connections, seconds }))
  }
  const uncached: PageRow[] = []
  for (const [scenario, path] of [
    ['home, uncached render', '/'],
    ['landing page, uncached render', '/smagsoplevelser/'],
    ['category, uncached render', '/vin/roedvin/'],
  ] as const)
    uncached.push(await loadPage(origin, scenario, path, { connections: 1, seconds: Math.min(seconds, 5), unique: true }))
  return { loaded, uncached }
}

export function printPages({ loaded, uncached }: Awaited<ReturnType<typeof benchPages>>, connections: number): void {
  const product = loaded[0]!.rps
  console.log(`\nPages a guest sees, ${connections} connections, gzip (target: ≥ 0.7 × the product page's req/s, p97.5 < 150 ms):\n`)
  console.log(
    `${'page'.padEnd(34)} ${'req/s'.padStart(7)} ${'× product'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p97.5 ms'.padStart(9)} ${'errors'.padStart(7)}  path`,
  )
  for (const r of loaded)
    console.log(
      `${r.scenario.padEnd(34)} ${String(r.rps).padStart(7)} ${(r.rps / product).toFixed(2).padStart(10)} ${String(r.p50).padStart(8)} ${String(r.p975).padStart(9)} ${String(r.errors).padStart(7)}  ${r.path}`,
    )
  console.log(`\nOne render no cache answers, 1 connection (target: home ≤ 15 ms, landing page ≤ 40 ms):\n`)
  console.log(`${'page'.padEnd(34)} ${'req/s'.padStart(7)} ${'mean ms'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p97.5 ms'.padStart(9)}`)
  for (const r of uncached)
    console.log(
      `${r.scenario.padEnd(34)} ${String(r.rps).padStart(7)} ${String(r.mean).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p975).padStart(9)}`,
    )
}
