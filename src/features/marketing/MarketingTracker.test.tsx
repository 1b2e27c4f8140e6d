// Who the marketing platform's SDK tracks (docs/product.md §4, §6): a logged-in consumer always, anyone else only with
// marketing consent, nobody while staff act; identify by HardId after login, anonymise on logout, and anonymise and
// reload when someone who is not a logged-in consumer withdraws consent.
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthContext, type AuthState } from '@/features/auth/auth-context'
import { customerAnswer } from '@/features/auth/testing/fakeAuthBackend'
import { EVERYTHING_ALLOWED, NOTHING_ALLOWED } from '@/features/consent/categories'
import { ConsentContext, type ConsentState } from '@/features/consent/consent-context'
import { useMarketingTracking } from './marketing-context'
import { MarketingTracker, pageReload } from './MarketingTracker'

const CONFIG = {
  consentTool: { kind: 'builtin' },
  tagManager: null,
  marketing: {
    projectToken: '11111111-2222-4333-8444-555555555555',
    target: 'https://track.example',
    sdkUrl: 'https://track.example/js/exponea.min.js',
    origins: ['https://track.example'],
  },
  csp: { script: [], connect: [], img: [], frame: [] },
}

const guest: Partial<AuthState> = { status: 'guest', customer: null }
const consumer: Partial<AuthState> = { status: 'authenticated', customer: customerAnswer({ HardId: 'C-1001', ClientType: 'B2C' }) }
const business: Partial<AuthState> = { status: 'authenticated', customer: customerAnswer({ HardId: 'B-2002', ClientType: 'B2B' }) }
const acting: Partial<AuthState> = { status: 'authenticated', customer: customerAnswer({ HardId: 'C-1001', CanImpersonate: true }) }

let trackButton: () => void = () => undefined

function Probe() {
  const tracking = useMarketingTracking()
  trackButton = () => tracking.track('view_item', { product_id: '42' })
  return <output data-testid="active">{String(tracking.active)}</output>
}

function tree(auth: Partial<AuthState>, marketing: boolean) {
  const consent = { categories: marketing ? EVERYTHING_ALLOWED : NOTHING_ALLOWED, decided: true, ready: true } as ConsentState
  return (
    <ConsentContext.Provider value={consent}>
      <AuthContext.Provider value={{ ...guest, ...auth } as AuthState}>
        <MarketingTracker>
          <Probe />
        </MarketingTracker>
      </AuthContext.Provider>
    </ConsentContext.Provider>
  )
}

/** The SDK calls queued for the real script, as [name, first argument]. */
const calls = () => ((window.exponea?._ ?? []) as [string, ArrayLike<unknown>][]).map(([name, args]) => [name, args[0]])
const sdkScript = () => document.getElementById('delikat-marketing-sdk') as HTMLScriptElement | null

let reload: ReturnType<typeof vi.fn>

beforeEach(() => {
  vi.stubEnv('DELIKAT_THIRD_PARTY', JSON.stringify(CONFIG))
  delete window.exponea
  sdkScript()?.remove()
  reload = vi.fn()
  pageReload.run = reload as () => void
})

afterEach(() => vi.unstubAllEnvs())

describe('the marketing tracker', () => {
  it('loads nothing for a guest without marketing consent, nor for a business customer without it', () => {
    const { rerender } = render(tree(guest, false))
    expect(sdkScript()).toBeNull()
    rerender(tree(business, false))
    expect(sdkScript()).toBeNull()
    expect(window.exponea).toBeUndefined()
  })

  it('tracks a logged-in consumer without consent, identified by HardId, and anonymises at logout without a reload', () => {
    const { rerender, getByTestId } = render(tree(consumer, false))
    expect(sdkScript()?.src).toBe('https://track.example/js/exponea.min.js')
    expect(calls()).toEqual([
      ['initialize', expect.objectContaining({ target: 'https://track.example', token: '11111111-2222-4333-8444-555555555555' })],
      ['start', undefined],
      ['identify', { registered: 'C-1001' }],
    ])
    expect(getByTestId('active')).toHaveTextContent('true')
    act(() => trackButton())
    expect(calls().at(-1)).toEqual(['track', 'view_item'])
    rerender(tree(guest, false))
    expect(calls().at(-1)).toEqual(['anonymize', undefined])
    expect(reload).not.toHaveBeenCalled()
    expect(getByTestId('active')).toHaveTextContent('false')
    const before = calls().length
    act(() => trackButton())
    expect(calls()).toHaveLength(before)
  })

  it('tracks a guest with marketing consent, identifies after login, and anonymises at logout', () => {
    const { rerender } = render(tree(guest, true))
    expect(calls().map(([name]) => name)).toEqual(['initialize', 'start'])
    rerender(tree(business, true))
    expect(calls().at(-1)).toEqual(['identify', { registered: 'B-2002' }])
    rerender(tree(guest, true))
    expect(calls().at(-1)).toEqual(['anonymize', undefined])
    expect(reload).not.toHaveBeenCalled()
  })

  it('anonymises and reloads when a guest withdraws marketing consent while tracking runs', () => {
    const { rerender } = render(tree(guest, true))
    rerender(tree(guest, false))
    expect(calls().at(-1)).toEqual(['anonymize', undefined])
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('keeps tracking a logged-in consumer who withdraws marketing consent (the account terms allow it)', () => {
    const { rerender } = render(tree(consumer, true))
    rerender(tree(consumer, false))
    expect(calls().map(([name]) => name)).not.toContain('anonymize')
    expect(reload).not.toHaveBeenCalled()
  })

  it('tracks nothing while staff act as a customer, and anonymises when acting starts', () => {
    const { rerender } = render(tree(acting, true))
    expect(sdkScript()).toBeNull()
    rerender(tree(consumer, true))
    expect(calls().at(-1)).toEqual(['identify', { registered: 'C-1001' }])
    rerender(tree(acting, true))
    expect(calls().at(-1)).toEqual(['anonymize', undefined])
    expect(reload).not.toHaveBeenCalled()
  })

  it('does nothing at all when no marketing platform is configured', () => {
    vi.stubEnv('DELIKAT_THIRD_PARTY', JSON.stringify({ ...CONFIG, marketing: null }))
    render(tree(consumer, true))
    expect(sdkScript()).toBeNull()
    expect(window.exponea).toBeUndefined()
  })
})
