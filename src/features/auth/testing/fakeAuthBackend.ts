// Test helpers for the login: a customer as GET /api/customer/ answers it, a bearer token shaped like the
// backend's (its payload names the client type and expiry; the signature is not checked by the storefront), and an
// in-memory shop API for the session, login, customer and favourite calls (docs/api/customers.md), to use with
// installFakeShopApi, and the login state a component test hands the shell. Other features' tests use them too.
import { vi } from 'vitest'
import type { Customer } from '@/features/customer/api/schemas'
import type { AuthState } from '../auth-context'
import type { FakeAnswer, FakeRequest } from '@/test/fakeShopApi'

export function customerAnswer(overrides: Partial<Customer> = {}): Customer {
  return {
    Email: 'kunde@delikat.dk',
    FirstName: 'Karen',
    LastName: 'Kunde',
    Phone: '12345678',
    Address: 'Vestergade 1',
    Zip: '8000',
    City: 'Aarhus C',
    ClientType: 'B2C',
    HardId: 'C-1001',
    CustomerType: 'Private',
    CanImpersonate: false,
    Company: '',
    Cvr: '',
    Ean: '',
    OrderedBy: '',
    Department: '',
    PlacementNumber: '',
    CostPlace: '',
    Accounting: '',
    DeliveryAddresses: [],
    ClubMember: false,
    Newsletter: false,
    LegitimateInterests: [],
    ...overrides,
  }
}

const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A token in the backend's shape (header.payload.signature) whose payload names the client type and expiry. */
export function fakeBearer(clientType: 'B2C' | 'B2B', expiresAt: Date, id = 1, extra: Record<string, unknown> = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64Url(
    JSON.stringify({
      id,
      collection: 'customers',
      sid: `s-${id}`,
      clientType,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
      ...extra,
    }),
  )
  return `${header}.${payload}.c2lnbmF0dXJl`
}

export type LoginAnswerBody = { Result: string; Message?: string; LockedUntil?: string }

export type FakeAuthBackendOptions = {
  /** The customer the session belongs to; null: no session (POST /api/token/ answers 401). */
  customer?: Customer | null
  /** How long a token lives. */
  tokenLifetimeMs?: number
  /** What POST /api/login/ answers, in turn; when the list runs out every login succeeds for `loginCustomer`. */
  loginAnswers?: LoginAnswerBody[]
  /** The customer a successful login starts a session for. */
  loginCustomer?: Customer
  favourites?: number[]
  /** The toggle call fails with this status. */
  toggleStatus?: number
}

export function fakeAuthBackend(options: FakeAuthBackendOptions = {}) {
  const state = {
    customer: options.customer ?? null,
    favourites: new Set(options.favourites ?? []),
    loginAnswers: [...(options.loginAnswers ?? [])],
    tokens: 0,
  }
  const lifetime = options.tokenLifetimeMs ?? 60 * 60 * 1000

  const handler = ({ method, path, body }: FakeRequest): FakeAnswer => {
    if (method === 'POST' && path === '/token/') {
      if (!state.customer) return { status: 401, data: { ErrorCode: 'Unauthorized', Message: 'Du er ikke logget ind.' } }
      state.tokens += 1
      const expiresAt = new Date(Date.now() + lifetime)
      return {
        status: 200,
        data: { token: fakeBearer(state.customer.ClientType, expiresAt, state.tokens), ExpiresAt: expiresAt.toISOString() },
      }
    }
    if (method === 'POST' && path === '/logout/') {
      state.customer = null
      return { status: 204 }
    }
    if (method === 'GET' && path === '/customer/') {
      return state.customer ? { status: 200, data: state.customer } : { status: 401, data: { ErrorCode: 'Unauthorized' } }
    }
    if (method === 'POST' && path === '/login/') {
      const next = state.loginAnswers.shift()
      if (next) return { status: 200, data: next }
      state.customer = options.loginCustomer ?? customerAnswer()
      return { status: 200, data: { Result: 'Success', Customer: state.customer } }
    }
    if (method === 'POST' && path === '/product/favorites/lookup/') {
      const ids = (body as { ProductIds: number[] }).ProductIds
      return {
        status: 200,
        data: { Products: ids.map((id) => ({ ProductId: id, IsFavorite: state.customer !== null && state.favourites.has(id) })) },
      }
    }
    const toggle = /^\/product\/toggle\/(\d+)\/$/.exec(path)
    if (method === 'PUT' && toggle) {
      if (!state.customer) return { status: 401, data: { ErrorCode: 'Unauthorized' } }
      if (options.toggleStatus)
        return { status: options.toggleStatus, data: { ErrorCode: 'Failed', Message: 'Favoritten kunne ikke gemmes.' } }
      const id = Number(toggle[1])
      if (state.favourites.has(id)) state.favourites.delete(id)
      else state.favourites.add(id)
      return { status: 200, data: { ProductId: id, IsFavorite: state.favourites.has(id) } }
    }
    return { status: 404, data: { ErrorCode: 'NotFound' } }
  }

  return { state, handler }
}

/** The shell's login state for a component test, a guest unless told otherwise; the actions are spies. */
export function authState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    status: 'guest',
    customer: null,
    loginKey: 'guest',
    isB2B: false,
    openLogin: vi.fn(),
    refresh: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    forgetSession: vi.fn(),
    ...overrides,
  }
}
