import { describe, expect, it } from 'vitest'
import { lcpHighPriority, medianRun } from './lighthouse'

const run = (name: string, fcpMs: number, ttiMs: number) => ({ name, fcpMs, ttiMs })

describe('medianRun', () => {
  it('picks the run closest to the median first paint and time to interactive, not an outlier at either end', () => {
    const runs = [run('slow start', 2_400, 6_000), run('typical', 1_200, 5_100), run('slow end', 1_100, 9_000), run('fast', 900, 4_800)]
    // Medians: first paint 1 150 ms, interactive 5 550 ms; "typical" is nearest to both.
    expect(medianRun(runs).name).toBe('typical')
  })

  it('breaks a tie by the earlier time to interactive', () => {
    expect(medianRun([run('later', 1_000, 5_200), run('earlier', 1_000, 4_800)]).name).toBe('earlier')
  })

  it('takes a single run as it is, and refuses none', () => {
    expect(medianRun([run('only', 1_000, 3_000)]).name).toBe('only')
    expect(() => medianRun([])).toThrow('no Lighthouse runs')
  })
})

describe('lcpHighPriority', () => {
  /** The two audits as Lighthouse 12 writes them: the element inside a list of tables, its `src` cut short. */
  const audits = (snippet: string, priority: string) => ({
    'largest-contentful-paint-element': {
      details: {
        items: [
          { type: 'table', items: [{ node: { type: 'node', snippet } }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 500 }] },
        ],
      },
    },
    'network-requests': {
      details: {
        items: [
          { url: 'http://localhost:3100/media/other.png?width=960', priority: 'Low' },
          { url: 'http://localhost:3100/media/hero.png?width=960&height=540&quality=80&format=webp', priority },
        ],
      },
    },
  })

  it('finds the LCP image request by the start of its shortened address and tells its priority', () => {
    const snippet = '<img src="http://localhost:3100/media/hero.png?width=960&amp;height=540&amp;quality=80&amp;f…" alt="">'
    expect(lcpHighPriority(audits(snippet, 'High'))).toBe(true)
    expect(lcpHighPriority(audits(snippet, 'Low'))).toBe(false)
  })

  it('answers null when the largest paint is text', () => {
    expect(lcpHighPriority(audits('<p id="_r_2_-text">', 'High'))).toBeNull()
  })
})
