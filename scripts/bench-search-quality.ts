/**
 * The search quality's bench row (docs/adr/0040): every query of the judgement set (backend/src/shop/catalogue/search-judgements.ts)
 * through a running backend's `POST /api/shop/product/search/`, scored as nDCG@6 over the demo catalogue, and how
 * many queries have a right first result. `npm run bench` asks it before the scale catalogue is added, since the
 * judgements name demo products. On its own, against a running shop seeded with the demo catalogue:
 * `npx tsx scripts/bench-search-quality.ts http://localhost:3001` (add `-v` for a line per query).
 */
import { formatScore, isDemoProduct, scoreJudgements, type JudgementScore } from '../backend/src/shop/catalogue/search-judgements'

/** The largest page, so products other than the demo's cannot crowd the demo products out of the first six. */
const PAGE_SIZE = 48

export async function measureSearchQuality(backendUrl: string): Promise<JudgementScore> {
  return scoreJudgements(async (query, culture) => {
    const response = await fetch(`${backendUrl}/api/shop/product/search/?culture=${culture}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Query: query, PageNumber: 1, PageSize: PAGE_SIZE }),
    })
    if (!response.ok) throw new Error(`search "${query}": ${response.status}`)
    const answer = (await response.json()) as { Products: Array<{ ProductNumber: string }> }
    return answer.Products.map((p) => p.ProductNumber).filter(isDemoProduct)
  })
}

/** The bench's line. */
export function searchQualityRow(score: JudgementScore): string {
  return `\nSearch quality (${score.queries.length} judged queries over the demo catalogue): nDCG@6 ${score.mean.toFixed(3)}, right first result ${score.firstRight}/${score.queries.length}`
}

if (process.argv[1]?.endsWith('bench-search-quality.ts')) {
  const url = process.argv[2] ?? process.env.BENCH_BACKEND_URL ?? 'http://localhost:3001'
  measureSearchQuality(url)
    .then((score) => console.log(process.argv.includes('-v') ? formatScore(score) : searchQualityRow(score).trim()))
    .catch((error: unknown) => {
      console.error(error)
      process.exitCode = 1
    })
}
