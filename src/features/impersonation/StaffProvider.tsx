// The staff session on the storefront (docs/api/impersonation.md). The status is asked only in a browser with the
// staff hint (staff-hint.ts) or a status already in the cache (the login form and the admin's link put it there),
// again when the window gets focus and every minute. Any failure means "not staff": a 401/403 also removes the hint.
//
// Start, stop and the staff logout call the API, then AuthProvider's refresh(): while acting POST /api/token/
// answers the customer's bearer, so the existing login flow switches prices, menu, basket and favourites. The token's
// `imp` claim is compared with the status: an act the server has ended (idle timeout) ends in this tab too, and
// one started elsewhere (another tab, the admin's link) starts here.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useRouter } from 'next/router'
import { useTranslation } from '@/i18n/texts'
import { showSuccessToast, useErrorToast } from '@/components/Toasts/Toasts'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { readTokenCookie, tokenClaims } from '@/features/auth/session-token'
import { isApiError } from '@/lib/apiError'
import { impersonationStatusQueryOptions } from './api/get-status'
import { impersonationKeys } from './api/impersonation-keys'
import type { ImpersonationStatus } from './api/schemas'
import { useRedeemLink } from './api/redeem-link'
import { staffLogout as staffLogoutCall } from './api/staff-logout'
import { useStartActing } from './api/start-acting'
import { useStopActing } from './api/stop-acting'
import { StaffContext, type ActingAs, type StaffState } from './staff-context'
import { hasStaffHint, removeStaffHint, writeStaffHint } from './staff-hint'

const STATUS_INTERVAL_MS = 60_000

/** The customer's own pages (account, checkout and receipt, withdrawal): nothing there is the staff member's. */
const CUSTOMERS_OWN_PAGE = /^(?:\/en)?\/(?:konto|kassen|fortryd)(?:[/?#]|$)/

function tokenIsImpersonated(): boolean {
  const token = readTokenCookie()
  return token ? tokenClaims(token).impersonated : false
}

export function StaffProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const showError = useErrorToast()
  const { refresh, forgetSession, customer } = useAuth()
  const router = useRouter()
  // Read once in the browser; nothing renders from it, it only lets the status query run.
  const [hinted, setHinted] = useState(() => typeof window !== 'undefined' && hasStaffHint())
  const [panelOpen, setPanelOpen] = useState(false)
  const start = useStartActing()
  const stop = useStopActing()
  const redeem = useRedeemLink()
  // Our own start/stop runs refresh() itself: the claim check below waits for it.
  const busy = useRef(false)

  const query = useQuery({
    ...impersonationStatusQueryOptions(),
    enabled: (current) => hinted || current.state.data != null,
    refetchOnWindowFocus: true,
    refetchInterval: STATUS_INTERVAL_MS,
  })
  const status: ImpersonationStatus | null = query.status === 'success' ? query.data : null
  const isStaff = status?.CanImpersonate === true

  // Not (or no longer) staff: the hint goes, and the query stops asking.
  const notStaff = query.status === 'success' && query.data === null
  useEffect(() => {
    if (!notStaff) return
    if (hasStaffHint()) removeStaffHint()
    setHinted(false)
  }, [notStaff])

  // The token follows the act (docs/api/impersonation.md: the token while acting).
  const { dataUpdatedAt } = query
  useEffect(() => {
    if (query.status !== 'success' || busy.current) return
    const acting = query.data?.Acting === true
    const impersonated = tokenIsImpersonated()
    // Started elsewhere (another tab, the admin's link): the customer's token. Ended on the server (idle, the staff
    // session): a guest at once, without a token call that could only answer 401.
    if (acting && !impersonated) void refresh()
    else if (!acting && impersonated) forgetSession()
    // Once per status answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt])

  const withRefresh = useCallback(
    async <T,>(run: () => Promise<T>): Promise<T> => {
      busy.current = true
      try {
        const result = await run()
        await refresh()
        return result
      } finally {
        busy.current = false
      }
    },
    [refresh],
  )

  const startActing = useCallback(
    async (customerId: string | number) => {
      let started: ImpersonationStatus
      try {
        started = await withRefresh(() => start.mutateAsync(customerId))
      } catch (error) {
        showError(error)
        return false
      }
      const name = started.Customer?.Name
      showSuccessToast(name ? t('Impersonation.Started', { name }) : t('Impersonation.StartedUnnamed'))
      return true
    },
    [showError, start, t, withRefresh],
  )

  // The act ends on the server; the browser then holds the staff member's own customer session again, or none, so
  // it asks for a token only when there is one (a token call without a session would answer 401).
  const stopActing = useCallback(async () => {
    busy.current = true
    try {
      let ownSession = false
      try {
        ownSession = (await stop.mutateAsync()).OwnSession === true
      } catch (error) {
        // Without a staff session the act has ended on the server anyway: only the token is left to change.
        if (!isApiError(error) || (error.status !== 401 && error.status !== 403)) throw error
        queryClient.setQueryData(impersonationKeys.status(), null)
      }
      // Away from the customer's own pages first: read again as somebody else they could only answer 404.
      if (CUSTOMERS_OWN_PAGE.test(router.asPath)) await router.push(paths.home)
      if (ownSession) await refresh()
      else forgetSession()
    } catch (error) {
      showError(error)
      return
    } finally {
      busy.current = false
    }
    showSuccessToast(t('Impersonation.Stopped'))
  }, [forgetSession, queryClient, refresh, router, showError, stop, t])

  const redeemLink = useCallback(
    (token: string) =>
      withRefresh(async () => {
        const redeemed = await redeem.mutateAsync(token)
        writeStaffHint()
        setHinted(true)
        return redeemed
      }),
    [redeem, withRefresh],
  )

  // The staff session ends, and an act with it: a browser that was acting is a guest again.
  const staffLogout = useCallback(async () => {
    busy.current = true
    try {
      await staffLogoutCall()
      removeStaffHint()
      setHinted(false)
      setPanelOpen(false)
      queryClient.setQueryData(impersonationKeys.status(), null)
      queryClient.removeQueries({ queryKey: [...impersonationKeys.all, 'search'] })
      if (tokenIsImpersonated()) {
        if (CUSTOMERS_OWN_PAGE.test(router.asPath)) await router.push(paths.home)
        forgetSession()
      }
    } catch (error) {
      showError(error)
      return
    } finally {
      busy.current = false
    }
    showSuccessToast(t('Impersonation.LoggedOut'))
  }, [forgetSession, queryClient, router, showError, t])

  // The banner shows while the status says so, and while the token is a staff member's (imp) for a loaded customer.
  const impersonatedToken = customer !== null && tokenIsImpersonated()
  const actingAs = useMemo<ActingAs | null>(() => {
    if (status?.Acting && status.Customer) {
      const { Name, ClientType, Company } = status.Customer
      return { name: Name, clientType: ClientType, company: Company ?? null }
    }
    if (impersonatedToken && customer) {
      const name = `${customer.FirstName} ${customer.LastName}`.trim()
      return { name, clientType: customer.ClientType, company: customer.Company || null }
    }
    return null
  }, [status, impersonatedToken, customer])

  const value = useMemo<StaffState>(
    () => ({ isStaff, status, actingAs, staffLogout, startActing, stopActing, redeemLink, panelOpen, setPanelOpen }),
    [isStaff, status, actingAs, staffLogout, startActing, stopActing, redeemLink, panelOpen],
  )

  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>
}
