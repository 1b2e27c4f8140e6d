// The query-key factory of staff impersonation (docs/api/impersonation.md). The staff session is one per browser,
// so the status key carries no id; a search is keyed by its query (its pages are one infinite query).
export const impersonationKeys = {
  all: ['impersonation'] as const,
  /** GET /api/auth/impersonation/status/. */
  status: () => [...impersonationKeys.all, 'status'] as const,
  /** GET /api/auth/impersonation/search/. */
  search: (query: string) => [...impersonationKeys.all, 'search', query] as const,
}
