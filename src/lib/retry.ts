// Retries a call whose failure may be passing (network error, 5xx, 429) with a doubling delay.
import { isApiError } from './apiError'

export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return true
  return error.status === 0 || error.status === 429 || error.status >= 500
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function withRetry<T>(
  call: () => Promise<T>,
  options: { retries: number; initialDelayMs: number; shouldRetry?: (error: unknown) => boolean },
): Promise<T> {
  const shouldRetry = options.shouldRetry ?? isTransientError
  let delay = options.initialDelayMs
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call()
    } catch (error) {
      if (attempt >= options.retries || !shouldRetry(error)) throw error
      await wait(delay)
      delay *= 2
    }
  }
}
