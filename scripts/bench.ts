/**
 * `npm run bench`: load against the running apps with autocannon (docs/architecture.md §7 quality bars). Starts its own stack
 * on the end-to-end tests' ports (3100/3101, same build) over a fresh embedded database, adds the scale catalogue
 * (20 000 products, BENCH_PRODUCTS) to it, and prints every page kind's requests/s and latency (bench-pages.ts), the
 * shop API's scenarios, the first-load weight of each page (page-weight.ts) and Lighthouse's figures (lighthouse.ts),
 * with the date and the machine. With BENCH_URL/BENCH_BACKEND_URL it measures those apps as they are instead.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { DEFAULT_SCALE_PRODUCTS, seedScale } from '../backend/src/seed/scale'
import { E2E_BACKEND_PORT, E2E_DIST_DIR, E2E_PORT } from '../tests/e2e/ports'
import { benchPages, measure, percentile, printPages, round } from './bench-pages'
import { printLighthouse, runLighthouse } from './lighthouse'
import { priceListPdfRow } from './bench-pdf-row'
import { measureSearchQuality, searchQualityRow } from './bench-search-quality'
import { ROOT, startStack, type Stack } from './stack'
import { pageWeight, printPageWeights } from './page-weight'

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const SCALE_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? DEFAULT_SCALE_PRODUCTS)

/**
 * The product search scenario: a query, a country MultiSelect and a price Range, cheapest first, as the search
 * page asks. Words, countries and prices change from request to request, so no single plan or page is measured.
 */
const SEARCHES: Array<{ query: string; countries: string[] }> = [
  { query: 'rødvin', countries: ['Italien', 'Frankrig'] },
  { query: 'hvidvin', countries: ['Frankrig', 'Tyskland'] },
  { query: 'vin', countries: ['Spanien', 'Portugal'] },
  { query: 'rosé', countries: ['Frankrig', 'Spanien'] },
  { query: 'mousserende', countries: ['Frankrig', 'Italien'] },
  { query: 'barolo', countries: ['Italien', 'Frankrig'] },
  { query: 'chianti', countries: ['Italien', 'Spanien'] },
  { query: 'rioja', countries: ['Spanien', 'Portugal'] },
  { query: 'bourgogne', countries: ['Frankrig', 'Italien'] },
  { query: 'chardonnay', countries: ['Frankrig', 'USA', 'Australien'] },
  { query: 'riesling', countries: ['Tyskland', 'Frankrig', 'Østrig'] },
  { query: 'pinot', countries: ['Frankrig', 'New Zealand'] },
  { query: 'syrah', countries: ['Frankrig', 'Australien'] },
  { query: 'tempranillo', countries: ['Spanien', 'Portugal'] },
  { query: 'sauvignon', countries: ['Frankrig', 'New Zealand', 'Chile'] },
]
const SEARCH_PRICES = [
  { Min: 100, Max: 400 },
  { Min: 50, Max: 250 },
  { Min: 150, Max: 700 },
]

/** The n-th search; `unique` gives every request a price bound of its own, so no answer comes from memory. */
function searchBody(n: number, unique = false): string {
  const search = SEARCHES[n % SEARCHES.length]!
  const price = SEARCH_PRICES[Math.floor(n / SEARCHES.length) % SEARCH_PRICES.length]!
  return JSON.stringify({
    Query: search.query,
    Filters: [
      { Key: 'country', Values: search.countries },
      { Key: 'price', ...price, ...(unique ? { Max: price.Max + 1000 + n } : {}) },
    ],
    Sort: 'PricingAscending',
  })
}

/** The commonest words of the catalogue (stems, as a shopper's prefix would match them), broadest first. */
async function catalogueWords(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ word: string }>(
      `SELECT word FROM ts_stat('SELECT doc FROM product_search') WHERE length(word) >= 3 AND word !~ '[0-9]' ORDER BY ndoc DESC, word LIMIT $1`,
      [count],
    )
    return rows.map((r) => r.word)
  } finally {
    await client.end()
  }
}

/** The n-th search whose words are the n-th of `words`: neither its words nor its answer were asked before. */
function wordSearchBody(words: string[], n: number): string {
  const body = JSON.parse(searchBody(n, true)) as { Query: string }
  return JSON.stringify({ ...body, Query: words[n % words.length] })
}

interface Row {
  scenario: string
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
  target: string
}

async function load(scenario: string, target: string, options: autocannon.Options): Promise<Row> {
  const { result, times, errors } = await measure({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options })
  return {
    scenario,
    target,
    rps: Math.round(result.requests.average),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors,
  }
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } })
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`)
  return (await response.json()) as T
}

async function main() {
  let stack: Stack | undefined
  let dataDir: string | undefined
  let storefront = process.env.BENCH_URL
  let backend = process.env.BENCH_BACKEND_URL
  let catalogue = 'the given apps'
  if (!storefront || !backend) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'delikat-bench-'))
    console.log('Starting the shop for the benchmark (builds if needed) ...')
    process.env.NEXT_DIST_DIR = E2E_DIST_DIR
    stack = await startStack({
      port: E2E_PORT,
      backendPort: E2E_BACKEND_PORT,
      dataDir,
      logFile: path.join(ROOT, 'test-results', 'bench-server.log'),
    })
    storefront = stack.storefrontUrl
    backend = stack.backendUrl
  }

  try {
    // Search quality is judged on the demo catalogue (docs/adr/0040), so before the scale products join it.
    const quality = await measureSearchQuality(backend)
    if (stack) {
      // docs/architecture.md §7 measures on the scale catalogue: the demo shop plus the generated products.
      const client = new pg.Client({ connectionString: stack.databaseUrl })
      await client.connect()
      try {
        const scale = await seedScale(client, SCALE_PRODUCTS)
        const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM products')
        catalogue = `a fresh embedded database with ${rows[0]!.n} products`
        console.log(`Added ${scale.added} scale products in ${(scale.ms / 1000).toFixed(1)} s`)
      } finally {
        await client.end()
      }
    }

    const node = await json<{
      Components: Array<{ Type: string; Products?: Array<{ ProductId: number; RelativeUrl: string; MaxQuantity: number }> }>
    }>(`${backend}/endpoints/delikat/v1/node/?url=/&culture=da`)
    const products = node.Components.flatMap((c) => c.Products ?? [])
    const product = products.find((p) => p.MaxQuantity >= 50) ?? products[0]
    if (!product) throw new Error('the home page has no products to measure with')

    // Fresh baskets, one per request as far as they go, so no line ever reaches its maximum.
    const baskets: string[] = []
    for (let i = 0; i < 1500; i++)
      baskets.push((await json<{ Uid: string }>(`${backend}/api/shop/basket/`, { method: 'POST', body: '{}' })).Uid)
    let next = 0
    const addRequest = (prefix: string) => ({
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ProductId: product.ProductId, Quantity: 1 }),
      setupRequest: (request: autocannon.Request) => ({ ...request, path: `${prefix}/basket/${baskets[next++ % baskets.length]}/items/` }),
    })

    let searches = 0
    const searchRequest = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request: autocannon.Request) => ({ ...request, path: '/api/shop/product/search/', body: searchBody(searches++) }),
    }
    let uncached = 0
    const uncachedSearchRequest = {
      ...searchRequest,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: '/api/shop/product/search/',
        body: searchBody(uncached++, true),
      }),
    }
    // Words matched are kept for 10 s as well (a shopper refining a search asks them again); this one asks the
    // catalogue's 1 000 commonest words in turn, so its words are new to the backend every time.
    const words = stack ? await catalogueWords(stack.databaseUrl, 1000) : []
    let worded = 0
    const newWordsRequest = {
      ...searchRequest,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: '/api/shop/product/search/',
        body: wordSearchBody(words, worded++),
      }),
    }
    // The scenario must find something, or it would measure empty answers.
    for (let i = 0; i < SEARCHES.length * SEARCH_PRICES.length; i++) {
      const answer = await json<{ TotalProductCount: number }>(`${backend}/api/shop/product/search/`, {
        method: 'POST',
        body: searchBody(i),
      })
      if (answer.TotalProductCount === 0)
        throw new Error(`the search scenario finds nothing for ${searchBody(i)} (too few products? BENCH_PRODUCTS)`)
    }

    // Warm up caches and JIT before measuring.
    await load('warm-up', storefront, { url: `${storefront}${product.RelativeUrl}`, duration: 3 })
    await load('warm-up', backend, { url: backend, requests: [searchRequest], duration: 3 })

    const pages = await benchPages(storefront, product.RelativeUrl, CONNECTIONS, DURATION_SECONDS)
    const rows: Row[] = []
    rows.push(
      await load('basket add (via storefront)', 'POST /api/basket/{uid}/items/', { url: storefront, requests: [addRequest('/api')] }),
    )
    rows.push(
      await load('basket add (backend direct)', 'POST /api/shop/basket/{uid}/items/', {
        url: backend,
        requests: [addRequest('/api/shop')],
      }),
    )
    rows.push(
      await load('product API', `GET /api/product/${product.ProductId}/`, { url: `${storefront}/api/product/${product.ProductId}/` }),
    )
    // One connection: the latency of a single request with no queue in front of it.
    rows.push(
      await load('basket add, 1 connection', 'POST /api/shop/basket/{uid}/items/', {
        url: backend,
        connections: 1,
        requests: [addRequest('/api/shop')],
      }),
    )
    const searchTarget = 'POST /api/shop/product/search/ (query, country, price, PricingAscending)'
    rows.push(await load('product search, 1 connection', searchTarget, { url: backend, connections: 1, requests: [searchRequest] }))
    // Search answers are kept for 10 s (search-cache.ts); this one never asks the same twice.
    rows.push(
      await load('product search, 1 conn., never the same', searchTarget, {
        url: backend,
        connections: 1,
        requests: [uncachedSearchRequest],
      }),
    )
    if (words.length > 0) {
      rows.push(
        await load('product search, 1 conn., new words', 'the same, with the 1 000 commonest catalogue words in turn', {
          url: backend,
          connections: 1,
          requests: [newWordsRequest],
        }),
      )
    }
    rows.push(await load('product search: query + 2 filters + sort', searchTarget, { url: backend, requests: [searchRequest] }))

    // What a first visit to each page kind costs the browser (the speed work's budget), and what Lighthouse makes of it.
    const weights = []
    for (const page of ['/', '/smagsoplevelser/', '/vin/roedvin/', product.RelativeUrl, '/soeg/?q=vin'])
      weights.push(await pageWeight(storefront, page))
    const lighthouse = await runLighthouse(storefront, ['/', '/vin/roedvin/', product.RelativeUrl])
    const pdf = await priceListPdfRow()

    const cpus = os.cpus()
    console.log(
      `\nnpm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, on ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ` +
        `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${catalogue}`,
    )
    printPages(pages, CONNECTIONS)
    console.log(`\nThe shop API, ${CONNECTIONS} connections unless said otherwise, ${DURATION_SECONDS} s each:\n`)
    console.log(
      `${'scenario'.padEnd(42)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}  target`,
    )
    for (const r of rows) {
      console.log(
        `${r.scenario.padEnd(42)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)}  ${r.target}`,
      )
    }
    printPageWeights(weights)
    printLighthouse(lighthouse)
    console.log(pdf)
    console.log(searchQualityRow(quality))
  } finally {
    await stack?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
