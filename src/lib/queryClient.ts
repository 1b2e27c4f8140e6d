// React Query defaults (docs/product.md §9: retry 3, queries fresh for 10 seconds). Client errors (4xx) are answers, not
// hiccups, so they are not retried.
import { QueryClient } from '@tanstack/react-query'
import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '@/config/constants'
import { isApiError } from './apiError'

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false
  return failureCount < QUERY_RETRY_COUNT
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  })
}
