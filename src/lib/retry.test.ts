import { ApiError } from './apiError'
import { withRetry } from './retry'
import { TRANSLATION_MAX_RETRIES, TRANSLATION_RETRY_DELAY_MS } from '@/config/constants'

describe('withRetry (docs/product.md §9 translation loading: 5 retries, 350 ms doubling)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 350, 700, 1400, 2800 and 5600 ms between the attempts, then gives up', async () => {
    const attempts: number[] = []
    const start = Date.now()
    const call = vi.fn(async () => {
      attempts.push(Date.now() - start)
      throw new Error('network down')
    })
    const outcome = withRetry(call, { retries: TRANSLATION_MAX_RETRIES, initialDelayMs: TRANSLATION_RETRY_DELAY_MS }).catch((e: Error) => e)
    await vi.runAllTimersAsync()
    expect((await outcome) as Error).toBeInstanceOf(Error)
    expect(call).toHaveBeenCalledTimes(6)
    expect(attempts).toEqual([0, 350, 1050, 2450, 5250, 10850])
  })

  it('stops retrying as soon as a call succeeds', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce('texts')
    const outcome = withRetry(call, { retries: 5, initialDelayMs: 350 })
    await vi.advanceTimersByTimeAsync(350)
    await expect(outcome).resolves.toBe('texts')
    expect(call).toHaveBeenCalledTimes(2)
  })

  it('does not retry an answer that will not change (a 404)', async () => {
    const notFound = new ApiError({ status: 404, description: 'GET /x failed: HTTP 404' })
    const call = vi.fn().mockRejectedValue(notFound)
    await expect(withRetry(call, { retries: 5, initialDelayMs: 350 })).rejects.toBe(notFound)
    expect(call).toHaveBeenCalledTimes(1)
  })
})
