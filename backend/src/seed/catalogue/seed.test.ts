import { describe, expect, it } from 'vitest'
import { limiter, mapConcurrent } from './seed'

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the seed’s work queue', () => {
  it('runs at most the limit at once, starts tasks in order and keeps the order of the results', async () => {
    let running = 0
    let most = 0
    const started: number[] = []
    const results = await mapConcurrent([5, 1, 4, 2, 3, 1, 2], 3, async (ms, index) => {
      started.push(index)
      running++
      most = Math.max(most, running)
      await tick(ms)
      running--
      return ms * 10
    })
    expect(results).toEqual([50, 10, 40, 20, 30, 10, 20])
    expect(most).toBe(3)
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6])
  })

  it('frees a place when a task fails, and passes the failure on', async () => {
    const run = limiter(1)
    const failed = run(async () => {
      throw new Error('no picture')
    })
    await expect(failed).rejects.toThrow('no picture')
    await expect(run(async () => 'next')).resolves.toBe('next')
  })
})
