// The visitor's login state (docs/product.md §4 Auth), shared by the whole shell. AuthProvider (features/auth) fills it; every
// other feature reads it through useAuth(). A guest's favourite click hands a pending action to openLogin(), which
// runs it right after the login succeeds (docs/product.md §6: adding a favourite needs login, done through a post-login action).
import { createContext, useContext } from 'react'
import type { ClientType, Customer } from '@/features/customer/api/schemas'

/** What runs after a successful login. */
export type PendingAction = { type: 'favourite'; productId: number }

export type AuthStatus = 'loading' | 'guest' | 'authenticated'

export interface OpenLoginOptions {
  /** Which dialog: the consumer login (B2C, default) or the business login (B2B). */
  clientType?: ClientType
  pendingAction?: PendingAction
}

export interface AuthState {
  status: AuthStatus
  /** The logged-in customer (GET /api/customer/), null for guests and while loading. */
  customer: Customer | null
  /** Changes on every login change ('guest' or the customer's HardId): a key for data that depends on who is logged in. */
  loginKey: string
  isB2B: boolean
  openLogin: (options?: OpenLoginOptions) => void
  /** Asks for a new token (after a sign-up or anything else that started a session) and updates the state. */
  refresh: () => Promise<void>
  logout: () => Promise<void>
  /**
   * The backend has ended the session itself (the account was deleted, docs/adr/0024): the visitor is a guest from
   * now on, without another call to the backend and without the logout's toast (the caller says what happened).
   */
  forgetSession: () => void
}

const guestState: AuthState = {
  status: 'guest',
  customer: null,
  loginKey: 'guest',
  isB2B: false,
  openLogin: () => undefined,
  refresh: async () => undefined,
  logout: async () => undefined,
  forgetSession: () => undefined,
}

export const AuthContext = createContext<AuthState>(guestState)

export function useAuth(): AuthState {
  return useContext(AuthContext)
}
