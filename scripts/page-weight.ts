/**
 * What a first visit to a page costs the browser (the budget of the speed work, docs/architecture.md §7): the page's
 * HTML, the JavaScript it loads (every <script src> that is not `nomodule`, fetched and gzipped as a server would
 * send it), and the page data Next puts in `__NEXT_DATA__`. `npm run bench` prints it per page kind; alone:
 * `npx tsx scripts/page-weight.ts http://localhost:3000 / /vin/roedvin/`.
 */
import { gzipSync } from 'node:zlib'
import { firstLoadScriptSources, kb } from '../tests/e2e/first-load'

export type PageWeight = { path: string; htmlKb: number; firstLoadJsKb: number; scripts: number; pageDataKb: number }

const gzipped = (text: string) => gzipSync(Buffer.from(text)).length

export async function pageWeight(origin: string, path: string): Promise<PageWeight> {
  const response = await fetch(new URL(path, origin))
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  const html = await response.text()
  const sources = firstLoadScriptSources(html)
  let js = 0
  for (const src of sources) {
    const script = await fetch(new URL(src, origin))
    if (script.ok) js += gzipped(await script.text())
  }
  const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  return { path, htmlKb: kb(gzipped(html)), firstLoadJsKb: kb(js), scripts: sources.length, pageDataKb: kb(Buffer.byteLength(data)) }
}

export function printPageWeights(weights: PageWeight[]): void {
  console.log(`\nFirst load per page (gzipped as sent; page data raw):\n`)
  console.log(`${'page'.padEnd(42)} ${'HTML kB'.padStart(8)} ${'JS kB'.padStart(8)} ${'scripts'.padStart(8)} ${'data kB'.padStart(8)}`)
  for (const w of weights)
    console.log(
      `${w.path.padEnd(42)} ${String(w.htmlKb).padStart(8)} ${String(w.firstLoadJsKb).padStart(8)} ${String(w.scripts).padStart(8)} ${String(w.pageDataKb).padStart(8)}`,
    )
}

if (process.argv[1]?.endsWith('page-weight.ts')) {
  const [origin = 'http://localhost:3000', ...paths] = process.argv.slice(2)
  Promise.all((paths.length > 0 ? paths : ['/']).map((path) => pageWeight(origin, path)))
    .then(printPageWeights)
    .catch((error: unknown) => {
      console.error(`page-weight failed: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    })
}
