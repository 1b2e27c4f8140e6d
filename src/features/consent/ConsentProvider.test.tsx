// The consent provider and its dialog (docs/consent.md): the denied Consent Mode defaults come first, refusing is one
// click like accepting, every choice is stored as cookies and recorded by the server, the tag manager loads only
// after a choice that allows it, and an outside consent tool's answer becomes the same state.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settleDynamicImports } from '@/test/dynamic'
import type { FakeRequest } from '@/test/fakeShopApi'
import { renderWithProviders, TestProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { CONSENT_VERSION } from '@delikat/contract/consent'

const TAG_MANAGER = {
  consentTool: { kind: 'builtin' },
  tagManager: {
    containerId: 'GTM-TEST1',
    scriptUrl: 'https://tags.example/gtm.js?id=GTM-TEST1',
    origin: 'https://tags.example',
    analyticsOrigins: [],
  },
  csp: { script: [], connect: [], img: [], frame: [] },
}

let requests: FakeRequest[] = []
let restore: () => void = () => undefined

/** A fresh page load: the provider module runs its first lines again against the cookies as they are (and the shop
 * API module is new too, so the fake goes onto the new one). */
async function loadPage({ askedInHtml = false }: { askedInHtml?: boolean } = {}) {
  vi.resetModules()
  const { installFakeShopApi } = await import('@/test/fakeShopApi')
  ;({ requests, restore } = installFakeShopApi(() => ({ status: 201, data: { ConsentId: 'x', RecordedAt: '2026-11-27T00:00:00.000Z' } })))
  const { ConsentProvider } = await import('./ConsentProvider')
  const { useConsent } = await import('./consent-context')
  await settleDynamicImports()
  // The dialog's code, which the provider's module asks for at once when the visitor has not answered: here it has
  // come before the page renders, as it does in a browser by the time the dialog is needed.
  await import('./components/ConsentDialog')
  await new Promise((resolve) => setTimeout(resolve, 0))
  function Reader() {
    const consent = useConsent()
    return (
      <>
        <output data-testid="state">{JSON.stringify({ ...consent.categories, decided: consent.decided })}</output>
        <button type="button" onClick={consent.openSettings}>
          settings
        </button>
      </>
    )
  }
  renderWithProviders(
    <MockRouterProvider router={createMockRouter({ asPath: '/vin/' })}>
      <ConsentProvider askedInHtml={askedInHtml}>
        <Reader />
      </ConsentProvider>
    </MockRouterProvider>,
  )
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, boolean>
const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => (entry as ArrayLike<unknown>)[0] === 'consent')
    .map((entry) => Array.from(entry as ArrayLike<unknown>))

beforeEach(() => {
  window.dataLayer = []
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
  document.head.querySelectorAll('script').forEach((script) => script.remove())
})

afterEach(() => {
  restore()
  vi.unstubAllEnvs()
})

describe('a first visit', () => {
  it('starts the data layer with every storage denied and a 500 ms wait, and asks in a dialog', async () => {
    await loadPage()
    expect(consentCommands()[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ])
    expect(consentCommands()).toHaveLength(1)
    const dialog = screen.getByRole('dialog', { name: 'Cookies hos Delikat' })
    expect(dialog).toHaveAttribute('aria-modal', 'false')
    // Refusing is as easy as accepting: two buttons side by side, the same look.
    const accept = within(dialog).getByRole('button', { name: 'Tillad alle' })
    const refuse = within(dialog).getByRole('button', { name: 'Kun nødvendige' })
    expect(refuse.className).toBe(accept.className)
    expect(state()).toEqual({ functional: false, statistic: false, marketing: false, decided: false })
  })

  it('refusing stores false in every cookie_cat_* cookie, records the choice, keeps Consent Mode denied', async () => {
    await loadPage()
    fireEvent.click(screen.getByRole('button', { name: 'Kun nødvendige' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(Cookies.get('cookie_cat_functional')).toBe('false')
    expect(Cookies.get('cookie_cat_statistic')).toBe('false')
    expect(Cookies.get('cookie_cat_marketing')).toBe('false')
    const [consentId, version] = (Cookies.get('delikat_consent') ?? '').split('|')
    expect(consentId).toMatch(/^[0-9a-f-]{36}$/)
    expect(version).toBe(CONSENT_VERSION)
    expect(consentCommands().at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' })
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/consent/',
        body: {
          ConsentId: consentId,
          Version: CONSENT_VERSION,
          Categories: { Functional: false, Statistic: false, Marketing: false },
          Method: 'RejectAll',
          Url: '/vin/',
        },
      },
    ])
    expect(state()).toEqual({ functional: false, statistic: false, marketing: false, decided: true })
  })

  it('choosing statistics alone grants analytics storage and nothing for ads', async () => {
    await loadPage()
    fireEvent.click(screen.getByRole('button', { name: 'Vælg selv' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Statistik' }))
    expect(screen.getByRole('checkbox', { name: 'Nødvendige (altid til)' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Gem mine valg' }))
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
      },
    ])
    await waitFor(() => expect(requests).toHaveLength(1))
    expect((requests[0]?.body as { Method: string }).Method).toBe('Custom')
    expect(Cookies.get('cookie_cat_statistic')).toBe('true')
  })
})

describe('the tag manager', () => {
  it('is not loaded before a choice nor after a refusal, and is loaded with the page nonce after statistics are allowed', async () => {
    vi.stubEnv('DELIKAT_THIRD_PARTY', JSON.stringify(TAG_MANAGER))
    const nonced = document.createElement('script')
    nonced.nonce = 'abc123'
    document.head.appendChild(nonced)
    await loadPage()
    const tagManager = () => document.getElementById('delikat-tag-manager') as HTMLScriptElement | null
    expect(tagManager()).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Kun nødvendige' }))
    expect(tagManager()).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'settings' }))
    fireEvent.click(screen.getByRole('button', { name: 'Tillad alle' }))
    expect(tagManager()?.src).toBe('https://tags.example/gtm.js?id=GTM-TEST1')
    expect(tagManager()?.getAttribute('nonce')).toBe('abc123')
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
  })
})

describe('the further outside scripts', () => {
  it('loads each only with its own category: heatmaps with statistics, the help widget with functional, the pop-up tool with marketing', async () => {
    const script = (name: string, category: string) => ({
      name,
      category,
      url: `https://${name}.example/s.js`,
      origins: [`https://${name}.example`],
    })
    vi.stubEnv(
      'DELIKAT_THIRD_PARTY',
      JSON.stringify({
        consentTool: { kind: 'builtin' },
        tagManager: null,
        marketing: null,
        scripts: [script('helpWidget', 'functional'), script('heatmaps', 'statistic'), script('popupTool', 'marketing')],
      }),
    )
    await loadPage()
    const loaded = () =>
      Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[id^="delikat-script-"]'), (element) => element.id)
    expect(loaded()).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Vælg selv' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Statistik' }))
    fireEvent.click(screen.getByRole('button', { name: 'Gem mine valg' }))
    expect(loaded()).toEqual(['delikat-script-heatmaps'])
    fireEvent.click(screen.getByRole('button', { name: 'settings' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Funktionelle' }))
    fireEvent.click(screen.getByRole('button', { name: 'Gem mine valg' }))
    expect(loaded()).toEqual(['delikat-script-heatmaps', 'delikat-script-helpWidget'])
    fireEvent.click(screen.getByRole('button', { name: 'settings' }))
    fireEvent.click(screen.getByRole('button', { name: 'Tillad alle' }))
    expect(loaded()).toEqual(['delikat-script-heatmaps', 'delikat-script-helpWidget', 'delikat-script-popupTool'])
    expect((document.getElementById('delikat-script-popupTool') as HTMLScriptElement).src).toBe('https://popuptool.example/s.js')
  })
})

describe('a returning visitor', () => {
  it('is not asked again; the stored choice is in the data layer right after the defaults', async () => {
    Cookies.set('cookie_cat_statistic', 'true')
    Cookies.set('cookie_cat_marketing', 'false')
    Cookies.set('cookie_cat_functional', 'true')
    Cookies.set('delikat_consent', `3f1c2a8e-1111-4222-8333-444455556666|${CONSENT_VERSION}|2026-11-01T10:00:00.000Z`)
    await loadPage()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(state()).toEqual({ functional: true, statistic: true, marketing: false, decided: true })
    expect(consentCommands().map((command) => command[1])).toEqual(['default', 'update'])
    expect(consentCommands()[1]?.[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      functionality_storage: 'granted',
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requests).toEqual([])
  })

  it('is asked again when the choice was made under older texts', async () => {
    Cookies.set('cookie_cat_statistic', 'true')
    Cookies.set('delikat_consent', '3f1c2a8e-1111-4222-8333-444455556666|cookies-2020-01|2020-01-01T10:00:00.000Z')
    await loadPage()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(state()).toEqual({ functional: false, statistic: false, marketing: false, decided: false })
  })

  it('reopens the settings from the footer with the current choice ticked, keeps the consent id, and may close', async () => {
    Cookies.set('cookie_cat_statistic', 'true')
    Cookies.set('cookie_cat_marketing', 'false')
    Cookies.set('cookie_cat_functional', 'false')
    Cookies.set('delikat_consent', `3f1c2a8e-1111-4222-8333-444455556666|${CONSENT_VERSION}|2026-11-01T10:00:00.000Z`)
    await loadPage()
    fireEvent.click(screen.getByRole('button', { name: 'settings' }))
    // A visitor who has answered gets the dialog's code when they first open it.
    expect(await screen.findByRole('checkbox', { name: 'Statistik' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Markedsføring' })).not.toBeChecked()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Statistik' }))
    fireEvent.click(screen.getByRole('button', { name: 'Gem mine valg' }))
    expect(Cookies.get('cookie_cat_statistic')).toBe('false')
    await waitFor(() => expect(requests).toHaveLength(1))
    expect((requests[0]?.body as { ConsentId: string }).ConsentId).toBe('3f1c2a8e-1111-4222-8333-444455556666')
    fireEvent.click(screen.getByRole('button', { name: 'settings' }))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the dialog in the page from the server (docs/adr/0053)', () => {
  it('is in the first render of a page the server rendered for a visitor who has not answered', async () => {
    vi.resetModules()
    const { ConsentProvider } = await import('./ConsentProvider')
    await import('./components/ConsentDialog')
    await new Promise((resolve) => setTimeout(resolve, 0))
    const { renderToString } = await import('react-dom/server')
    const page = (askedInHtml: boolean) =>
      renderToString(
        <TestProviders>
          <MockRouterProvider router={createMockRouter({ asPath: '/vin/' })}>
            <ConsentProvider askedInHtml={askedInHtml}>
              <main />
            </ConsentProvider>
          </MockRouterProvider>
        </TestProviders>,
      )
    expect(page(true)).toContain('Cookies hos Delikat')
    expect(page(true)).toContain('Kun nødvendige')
    expect(page(false)).not.toContain('Cookies hos Delikat')
  })

  it('closes at once when the page reached a visitor who has answered (a cache that does not tell them apart)', async () => {
    Cookies.set('cookie_cat_statistic', 'true')
    Cookies.set('cookie_cat_marketing', 'false')
    Cookies.set('cookie_cat_functional', 'false')
    Cookies.set('delikat_consent', `3f1c2a8e-1111-4222-8333-444455556666|${CONSENT_VERSION}|2026-11-01T10:00:00.000Z`)
    await loadPage({ askedInHtml: true })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(state()).toEqual({ functional: false, statistic: true, marketing: false, decided: true })
  })
})

describe('an outside consent tool', () => {
  it('loads Cookiebot instead of the dialog and maps its answer onto the same state, recorded once', async () => {
    vi.stubEnv(
      'DELIKAT_THIRD_PARTY',
      JSON.stringify({
        consentTool: {
          kind: 'cookiebot',
          scriptUrl: 'https://consent.example/uc.js',
          cookiebotId: '00000000-0000-4000-8000-000000000000',
          connect: [],
          frame: [],
        },
        tagManager: null,
        csp: { script: [], connect: [], img: [], frame: [] },
      }),
    )
    await loadPage()
    expect(screen.queryByRole('dialog')).toBeNull()
    const script = document.getElementById('delikat-consent-tool') as HTMLScriptElement
    expect(script.src).toBe('https://consent.example/uc.js')
    expect(script.dataset.cbid).toBe('00000000-0000-4000-8000-000000000000')
    window.Cookiebot = { hasResponse: true, consent: { preferences: false, statistics: true, marketing: true }, renew: vi.fn() }
    act(() => void window.dispatchEvent(new Event('CookiebotOnAccept')))
    expect(state()).toEqual({ functional: false, statistic: true, marketing: true, decided: true })
    expect(Cookies.get('cookie_cat_marketing')).toBe('true')
    act(() => void window.dispatchEvent(new Event('CookiebotOnConsentReady')))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests.map((request) => (request.body as { Method: string }).Method)).toEqual(['External'])
    fireEvent.click(screen.getByRole('button', { name: 'settings' }))
    expect(window.Cookiebot.renew).toHaveBeenCalled()
    delete window.Cookiebot
  })
})
