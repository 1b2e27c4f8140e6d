/**
 * The correction a search reports when its words found nothing and their look-alikes did (docs/adr/0040): each
 * typed word replaced by the most similar word of the products found, measured as pg_trgm measures it (the
 * trigrams of the word padded with two spaces before and one after, shared over all). Pure, unit-tested.
 */
import { foldText } from './search-request'

/** A word is corrected only to one at least this similar (pg_trgm's own default threshold is 0.3). */
const CORRECTION_MIN_SIMILARITY = 0.4

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const set = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3))
  return set
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams of both. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a)
  const y = trigrams(b)
  let shared = 0
  for (const t of x) if (y.has(t)) shared++
  return shared / (x.size + y.size - shared)
}

const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1)

/**
 * The query as it was understood: every typed word (folded) replaced by the most similar word in `texts` (the
 * names, producers and grapes of the best products found), when one is similar enough and differs; null when
 * nothing changed. Words found as typed stay as they are.
 */
export function correctedQuery(words: string[], texts: string[]): string | null {
  const vocabulary = new Set(texts.flatMap(wordsOf))
  let changed = false
  const corrected = words.map((word) => {
    if (vocabulary.has(word)) return word
    let best = word
    let bestScore = CORRECTION_MIN_SIMILARITY
    for (const candidate of vocabulary) {
      const score = trigramSimilarity(word, candidate)
      if (score > bestScore) {
        best = candidate
        bestScore = score
      }
    }
    if (best !== word) changed = true
    return best
  })
  return changed ? corrected.join(' ') : null
}
