// The visitor's login (docs/product.md §4 Auth, docs/api/customers.md). A token is requested on load and after every login:
// on success the bearer goes into the `token` cookie (docs/product.md §3), the customer is loaded, the visitor is
// authenticated and a pending post-login action runs (a favourite: added only if it is not one already); the token
// is renewed before it expires and when the tab comes back with an expired one. On failure the token cookie goes
// and the session is removed through POST /api/logout/ (docs/product.md §8). It also owns the two login dialogs.
//
// A login change makes every answer that depends on the customer stale (prices: a business customer sees them
// without VAT everywhere; favourites; the basket, which BasketProvider revalidates through loginKey): they are
// fetched again in place, and the shell switches to the menu of the new client type (_app's VisitorLayout).
import { useQuery, useQueryClient } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import { showSuccessToast, useErrorToast } from '@/components/Toasts/Toasts'
import { LAYOUT_QUERY_ROOT } from '@/features/content/loadLayout'
import { customerKeys } from '@/features/customer/api/customer-keys'
import { customerQueryOptions } from '@/features/customer/api/get-customer'
import type { ClientType, Customer } from '@/features/customer/api/schemas'
import { favouriteKeys } from '@/features/favourites/api/favourite-keys'
import { lookupFavourites } from '@/features/favourites/api/lookup-favourites'
import { toggleFavourite } from '@/features/favourites/api/toggle-favourite'
import { isApiError } from '@/lib/apiError'
import { logError } from '@/lib/log'
import { requestToken } from './api/request-token'
import { logout as logoutCall } from './api/logout'
import { AuthContext, type AuthState, type AuthStatus, type OpenLoginOptions, type PendingAction } from './auth-context'
import {
  hasSessionHint,
  readTokenCookie,
  removeSessionHint,
  tokenClaims,
  removeTokenCookie,
  writeSessionHint,
  writeTokenCookie,
} from './session-token'

/** The token is renewed when this share of its life has passed (it lives an hour: after 48 minutes). */
export const TOKEN_REFRESH_AT = 0.8
/** Never renew sooner than this after the last token, however short its life (a clock far off, a tiny token). */
const MIN_REFRESH_DELAY_MS = 5_000

const LoginDialog = dynamic(() => import('./components/LoginDialog').then((module) => module.LoginDialog), { ssr: false })

type Session = {
  status: AuthStatus
  /** When the current token expires (ms since epoch); null without one. */
  expiresAt: number | null
  /** When to ask for the next token. */
  refreshAt: number | null
}

const LOADING: Session = { status: 'loading', expiresAt: null, refreshAt: null }
const GUEST: Session = { status: 'guest', expiresAt: null, refreshAt: null }

type DialogState = { open: boolean; clientType: ClientType; email: string }

/** A token request that failed because there is no valid session (not because the backend could not be reached). */
function isNoSession(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403)
}

type Props = {
  children: ReactNode
  /**
   * The client type App.getInitialProps rendered the page for (from the token cookie), null for a guest: a guest's
   * page for a guest needs nothing fetched again when the login turns out to be none.
   */
  renderedFor?: ClientType | null
  /**
   * The login changed whose prices the page's own props hold (a business customer's excl. VAT, everyone else's
   * incl. VAT): the shell reloads the page's props (a CMS page's product cards) in place.
   */
  onPriceGroupChange?: () => void
}

export function AuthProvider({ children, renderedFor = null, onPriceGroupChange }: Props) {
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const showError = useErrorToast()
  const [session, setSession] = useState<Session>(LOADING)
  const [dialog, setDialog] = useState<DialogState>({ open: false, clientType: 'B2C', email: '' })
  // The dialogs' code is fetched the first time one opens, and kept afterwards.
  const [dialogLoaded, setDialogLoaded] = useState(false)
  const pendingAction = useRef<PendingAction | null>(null)
  // Each token flow gets a number; an answer that arrives after a newer flow started (or a logout) is dropped.
  const flow = useRef(0)

  const customerQuery = useQuery({ ...customerQueryOptions(), enabled: session.status === 'authenticated' })
  const customer: Customer | null = session.status === 'authenticated' ? (customerQuery.data ?? null) : null
  const status: AuthStatus = session.status === 'authenticated' && !customer ? 'loading' : session.status
  const loginKey = customer?.HardId ?? 'guest'

  // Who the answers on the page are for: 'guest' or client type and HardId. Undefined until the first token flow
  // settles, which compares with the client type App.getInitialProps rendered the page for.
  const settledFor = useRef<string | undefined>(undefined)
  const renderedForAtLoad = useRef(renderedFor)
  const priceGroupChanged = useRef(onPriceGroupChange)
  useEffect(() => {
    priceGroupChanged.current = onPriceGroupChange
  }, [onPriceGroupChange])

  /**
   * A login change: every answer that depends on the customer is stale (prices: a business customer's are without
   * VAT; favourites; the customer's own data) and is fetched again in place, without a reload. The basket is
   * revalidated by BasketProvider (loginKey), the customer has just been loaded, and the favourite states are keyed
   * by the login (the one a pending action has just set must not be looked up again while the action is on its way).
   * The menu follows the login in the shell (_app's VisitorLayout).
   */
  const settle = useCallback(
    (customer: Customer | null) => {
      const identity = customer ? `${customer.ClientType}:${customer.HardId}` : 'guest'
      const previous = settledFor.current
      settledFor.current = identity
      if (previous === identity) return
      const wasB2B = previous === undefined ? renderedForAtLoad.current === 'B2B' : previous.startsWith('B2B:')
      if (wasB2B !== (customer?.ClientType === 'B2B')) priceGroupChanged.current?.()
      // A guest's page for a guest: nothing to redo. A customer's first settle does refetch: lists the server
      // rendered without the token (the search page) would otherwise keep the guest prices.
      if (previous === undefined && !customer && renderedForAtLoad.current === null) return
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [root, kind] }) =>
          root !== 'basket' &&
          root !== customerKeys.all[0] &&
          root !== LAYOUT_QUERY_ROOT &&
          !(root === favouriteKeys.all[0] && kind === 'status'),
      })
    },
    [queryClient],
  )

  /** Guest from now on. `keepHint`: the session may still exist (the backend could not be asked), try again later. */
  const endLocally = useCallback(
    (keepHint = false) => {
      removeTokenCookie()
      if (!keepHint) removeSessionHint()
      queryClient.removeQueries({ queryKey: customerKeys.all })
      setSession(GUEST)
      settle(null)
    },
    [queryClient, settle],
  )

  /** Adds the product unless it is a favourite already (docs/product.md §4: a toggle would remove an existing one). */
  const runPendingAction = useCallback(
    async (action: PendingAction, hardId: string) => {
      const key = favouriteKeys.status(hardId, action.productId)
      try {
        const states = await lookupFavourites({ ProductIds: [action.productId] })
        const isFavourite = states.get(action.productId) ? true : (await toggleFavourite(action.productId)).IsFavorite
        // A heart's own lookup may have left before the toggle and come back after it: it must not win.
        await queryClient.cancelQueries({ queryKey: key })
        queryClient.setQueryData<boolean>(key, isFavourite)
        showSuccessToast(t('Favourites.AddedAfterLogin'))
      } catch (error) {
        queryClient.setQueryData<boolean>(key, false)
        showError(error)
      } finally {
        void queryClient.invalidateQueries({ queryKey: [...favouriteKeys.all, 'list'] })
      }
    },
    [queryClient, showError, t],
  )

  /**
   * One token flow; true when it ended authenticated. `reuse` (on load): a token the cookie still holds is used
   * until it is due for renewal instead of asking for a new one at once; only when the customer cannot be loaded
   * with it is a new one requested.
   */
  const establish = useCallback(
    async (options: { reuse?: boolean } = {}): Promise<boolean> => {
      const current = ++flow.current

      const authenticated = async (expiresAt: number, refreshAt: number): Promise<boolean> => {
        // Always fresh: the session may belong to someone else than the last time (a login in another tab).
        const loaded = await queryClient.fetchQuery({ ...customerQueryOptions(), staleTime: 0 })
        if (current !== flow.current) return false
        writeSessionHint()
        const action = pendingAction.current
        pendingAction.current = null
        // The heart shows the favourite at once; the lookup and toggle below confirm it (or take it back).
        if (action) queryClient.setQueryData<boolean>(favouriteKeys.status(loaded.HardId, action.productId), true)
        // Not a transition (unlike the guest's first settling below): what follows a login (the basket's login key, the
        // refetched answers) must see the new session in the same render.
        setSession({ status: 'authenticated', expiresAt, refreshAt })
        settle(loaded)
        // Not awaited: the login dialog closes as soon as the visitor is logged in.
        if (action) void runPendingAction(action, loaded.HardId)
        return true
      }

      try {
        const held = options.reuse ? readTokenCookie() : null
        const claims = held ? tokenClaims(held) : null
        if (claims?.expiresAt && claims.expiresAt - Date.now() > MIN_REFRESH_DELAY_MS) {
          const issuedAt = claims.issuedAt ?? Date.now()
          const refreshAt = issuedAt + (claims.expiresAt - issuedAt) * TOKEN_REFRESH_AT
          try {
            return await authenticated(claims.expiresAt, Math.max(refreshAt, Date.now() + MIN_REFRESH_DELAY_MS))
          } catch (error) {
            // The held token no longer works (its session ended?): the session cookie decides, below.
            if (!isNoSession(error) || current !== flow.current) throw error
          }
        }
        const answer = await requestToken()
        if (current !== flow.current) return false
        const receivedAt = Date.now()
        const expiresAt = Date.parse(answer.ExpiresAt)
        writeTokenCookie(answer.token, new Date(expiresAt))
        const life = Math.max(0, expiresAt - receivedAt)
        return await authenticated(expiresAt, receivedAt + Math.max(MIN_REFRESH_DELAY_MS, life * TOKEN_REFRESH_AT))
      } catch (error) {
        if (current !== flow.current) return false
        const noSession = isNoSession(error)
        if (noSession) {
          // docs/product.md §8 token failure: the session is removed through the logout call.
          await logoutCall().catch((reason: unknown) => logError('logout after a failed token request', reason))
        } else {
          // The backend could not answer: a session it holds is not ended for that, and the next load asks again.
          logError('token', error)
        }
        if (current === flow.current) endLocally(!noSession)
        return false
      }
    },
    [endLocally, queryClient, runPendingAction, settle],
  )

  const logInAgain = useCallback(() => establish(), [establish])

  const refresh = useCallback(async () => {
    await establish()
  }, [establish])

  // On load: ask for a token when this browser has (or had) a session. A guest who never logged in has no session
  // to ask about (see session-token.ts).
  const started = useRef(false)
  useEffect(() => {
    // Once per page load (not again when the callbacks change, e.g. on a language switch).
    if (started.current) return
    started.current = true
    if (hasSessionHint() || readTokenCookie()) {
      void establish({ reuse: true })
    } else {
      // A transition: the login state reaches every part of the page, and the parts still waiting to hydrate
      // (src/components/HydrateApart) then hydrate in slices rather than in one long task.
      startTransition(() => setSession(GUEST))
      settle(null)
    }
  }, [establish, settle])

  // Renew the token before it expires.
  const { refreshAt } = session
  useEffect(() => {
    if (refreshAt === null) return
    const timer = window.setTimeout(() => void establish(), Math.max(0, refreshAt - Date.now()))
    return () => window.clearTimeout(timer)
  }, [refreshAt, establish])

  // A tab that slept past the token's expiry (timers are held back in background tabs) asks at once when it is
  // seen again; so does a guest's tab when another tab has logged in meanwhile.
  const sessionRef = useRef(session)
  useEffect(() => {
    sessionRef.current = session
  }, [session])
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return
      const { status: known, expiresAt } = sessionRef.current
      const expired = known === 'authenticated' && (expiresAt === null || expiresAt <= Date.now() || !readTokenCookie())
      const loggedInElsewhere = known === 'guest' && hasSessionHint()
      if (expired || loggedInElsewhere) void establish()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [establish])

  const openLogin = useCallback(
    (options: OpenLoginOptions = {}) => {
      if (options.pendingAction && sessionRef.current.status === 'authenticated') {
        const hardId = queryClient.getQueryData<Customer>(customerKeys.current())?.HardId
        if (hardId) {
          void runPendingAction(options.pendingAction, hardId)
          return
        }
      }
      pendingAction.current = options.pendingAction ?? null
      setDialogLoaded(true)
      setDialog({ open: true, clientType: options.clientType ?? 'B2C', email: '' })
    },
    [queryClient, runPendingAction],
  )

  const closeLogin = useCallback(() => {
    // A dialog closed without logging in drops its pending action: it must not run at some later login.
    pendingAction.current = null
    setDialog((current) => ({ ...current, open: false }))
  }, [])

  const switchLogin = useCallback((clientType: ClientType, email: string) => {
    setDialog({ open: true, clientType, email })
  }, [])

  const logout = useCallback(async () => {
    flow.current++
    try {
      await logoutCall()
    } catch (error) {
      // Still logged in on the server: say so rather than pretend.
      showError(error)
      return
    }
    endLocally()
    showSuccessToast(t('Auth.LoggedOut'))
  }, [endLocally, showError, t])

  const forgetSession = useCallback(() => {
    // A token flow still on its way must not bring the ended session back.
    flow.current++
    endLocally()
  }, [endLocally])

  const value = useMemo<AuthState>(
    () => ({
      status,
      customer,
      loginKey,
      isB2B: customer?.ClientType === 'B2B',
      openLogin,
      refresh,
      logout,
      forgetSession,
    }),
    [status, customer, loginKey, openLogin, refresh, logout, forgetSession],
  )

  return (
    <AuthContext.Provider value={value}>
      {children}
      {dialogLoaded ? (
        <LoginDialog
          open={dialog.open}
          clientType={dialog.clientType}
          initialEmail={dialog.email}
          onClose={closeLogin}
          onSwitch={switchLogin}
          onLoggedIn={logInAgain}
        />
      ) : null}
    </AuthContext.Provider>
  )
}
