/**
 * The seed's pseudo-random sources: the same seed gives the same demo data (catalogue, scale products, pictures) on
 * every machine and every run, which Math.random cannot. One generator, mulberry32, for everything the seed makes
 * up (catalogue/generate.ts, scale.ts, recipe-images.ts), and a small linear congruential one that only places the
 * product pictures' background circles (images.ts): changing either would change the demo data.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** A copy in a random order. */
  shuffle<T>(items: readonly T[]): T[]
  /** `count` distinct items (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[]
}

/** A seed from a text (a 31-multiplier string hash), so a thing named by a key gets the same stream every time. */
export function textSeed(text: string): number {
  let seed = 0
  for (const ch of text) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0
  return seed
}

/** mulberry32: a small, fast generator with good enough spread for demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy
  }
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as (typeof items)[number]
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
  }
}

/** A linear congruential generator (the C library's constants): floats in [0, 1). A seed of 0 starts at 1. */
export function createLcg(seed: number): () => number {
  let s = seed >>> 0 || 1
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0
    return s / 4294967296
  }
}
