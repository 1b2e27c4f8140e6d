// GET /api/auth/impersonation/status/ -> ImpersonationStatus; 403 for everyone who may not act as a customer (a
// guest, a customer, an editor, an ended staff session). docs/api/impersonation.md: clients treat any failure as
// "not allowed"; the query answers null for a 401/403, so "not staff" is data, and a network failure stays an error.
import { queryOptions } from '@tanstack/react-query'
import { isApiError } from '@/lib/apiError'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import { impersonationKeys } from './impersonation-keys'
import type { ImpersonationStatus } from './schemas'

export async function getImpersonationStatus(): Promise<ImpersonationStatus | null> {
  try {
    const { data } = await shopApi.get('/auth/impersonation/status')
    return await parseLazily(() => import('./schemas').then((module) => module.impersonationStatusSchema), data, 'impersonation status')
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null
    throw error
  }
}

export const impersonationStatusQueryOptions = () =>
  queryOptions({ queryKey: impersonationKeys.status(), queryFn: getImpersonationStatus, retry: false })
