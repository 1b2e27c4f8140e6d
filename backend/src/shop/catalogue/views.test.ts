import type { Pool } from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { ViewCounter } from './views'

function fakePool(fail = false) {
  const query = vi.fn(async (_sql: string, _values: unknown[]) => {
    if (fail) throw new Error('database down')
    return { rows: [] }
  })
  return { pool: { query } as unknown as Pool, query }
}

describe('ViewCounter', () => {
  it('tallies views and writes them in one statement per flush', async () => {
    const { pool, query } = fakePool()
    const counter = new ViewCounter(() => pool, 60_000)
    counter.count(3)
    counter.count(3)
    counter.count(7)
    expect(query).not.toHaveBeenCalled()
    await counter.flush()
    expect(query).toHaveBeenCalledTimes(1)
    expect(query.mock.calls[0]![1]).toEqual([
      [3, 7],
      [2, 1],
    ])
    await counter.flush()
    expect(query).toHaveBeenCalledTimes(1)
  })

  it('flushes by itself after the interval', async () => {
    vi.useFakeTimers()
    try {
      const { pool, query } = fakePool()
      const counter = new ViewCounter(() => pool, 5_000)
      counter.count(1)
      await vi.advanceTimersByTimeAsync(4_999)
      expect(query).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(query).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('logs and drops a batch the database refuses, and keeps counting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = fakePool(true)
    const counter = new ViewCounter(() => failing.pool, 60_000)
    counter.count(1)
    await counter.flush()
    expect(error).toHaveBeenCalledWith('product views not saved', expect.any(Error))
    counter.count(2)
    await counter.flush()
    expect(failing.query).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })
})
