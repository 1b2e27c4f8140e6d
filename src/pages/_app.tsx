// The app shell: React Query (with the server's dehydrated state), translations from the content service,
// theme, cookie consent, the visitor's login (with the login dialogs), basket state (with the added-to-basket dialog), layout (with
// the menu of the visitor's customer type) and toasts.
//
// App.getInitialProps runs for every page: on the server for the first request and in the browser on
// client-side navigations. Both use the same loaders: on the server they call the content service by its
// absolute URL, in the browser through the same-origin /content-api rewrite (next.config.js), so no
// Next API route is needed and /api stays entirely the shop API's. Loaded data is kept for 10 s
// (src/lib/memoryCache.ts). A failure of any part is logged and the page renders with fallbacks (docs/product.md §8).
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import NextApp, { type AppContext, type AppInitialProps, type AppProps } from 'next/app'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { AppToaster } from '@/components/Toasts/Toasts'
import { useAuth } from '@/features/auth/auth-context'
import { AuthProvider } from '@/features/auth/AuthProvider'
import { VisitorLayout } from '@/features/auth/components/VisitorLayout'
import { visitorClientType } from '@/features/auth/session-token'
import { AddedToBasketProvider } from '@/features/basket/AddedToBasketProvider'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { ConsentProvider } from '@/features/consent/ConsentProvider'
import { getTranslations } from '@/features/content/api/get-translations'
import { useAllTexts } from '@/features/content/useAllTexts'
import { MarketingTracker } from '@/features/marketing/MarketingTracker'
import { TrackingListeners } from '@/features/tracking/TrackingListeners'
import { StaffProvider } from '@/features/impersonation/StaffProvider'
import { EMPTY_LAYOUT, layoutCustomerType, loadLayout, type CustomerType, type LayoutData } from '@/features/content/loadLayout'
import { buildI18nProps, type I18nProps } from '@/i18n/buildI18nProps'
import { appWithTexts } from '@/i18n/appWithTexts'
import { thirdPartyConfig } from '@/config/thirdParty'
import { consentAnsweredIn } from '@delikat/contract/consent'
import { setBrowserCulture, toLocale } from '@/lib/culture'
import { logError } from '@/lib/log'
import { keepPrivate } from '@/lib/pageCache'
import { pageOrigin } from '@/lib/pageOrigin'
import { createQueryClient } from '@/lib/queryClient'
import { SiteProvider } from '@/lib/site'
import { GlobalStyle } from '@/styles/GlobalStyle'
// The brand fonts: global CSS may only be imported here; Next serves the woff2 files from our own origin.
import '@/styles/fonts.css'
import { theme } from '@/styles/theme'

type SharedPageProps = {
  dehydratedState?: DehydratedState
  _nextI18Next?: I18nProps
}

type AppOwnProps = {
  layout?: LayoutData
  origin?: string
  /** Whose menu the layout holds (the token cookie's client type, null for a guest); the shell follows the login. */
  layoutFor?: CustomerType | null
  /** The server rendered the cookie dialog into the page: the request held no answer (docs/adr/0053). */
  consentAsked?: boolean
}

type DelikatAppProps = AppProps<SharedPageProps> & AppOwnProps

/** The basket follows the login (docs/product.md §4 Basket): a login change revalidates the stored basket id. */
function VisitorBasket({ locale, children }: { locale: string; children: ReactNode }) {
  const { status, loginKey, customer } = useAuth()
  return (
    <BasketProvider
      locale={locale}
      loginKey={status === 'authenticated' ? loginKey : null}
      acting={status === 'authenticated' && customer?.CanImpersonate === true}
    >
      {children}
    </BasketProvider>
  )
}

function DelikatApp({ Component, pageProps, router, layout, origin, layoutFor = null, consentAsked = false }: DelikatAppProps) {
  const [queryClient] = useState(createQueryClient)
  const locale = toLocale(router.locale)
  // The texts this page did not render arrive after it has hydrated (src/i18n/pageTranslations.ts).
  useAllTexts(locale)
  // The browser's shop API calls carry the page's culture (module state is safe in the browser: one visitor), and
  // a page may ask for the code its parts hydrate with as soon as the page starts to hydrate (docs/adr/0052).
  if (typeof window !== 'undefined') {
    setBrowserCulture(locale)
    ;(Component as { preloadCode?: (props: typeof pageProps) => void }).preloadCode?.(pageProps)
  }
  // Props priced for the visitor (a CMS page's product cards) are loaded again when a login changes the prices,
  // unless the visitor is on the way to another page already (that page is loaded with the new login anyway).
  const navigating = useRef(false)
  useEffect(() => {
    const start = () => void (navigating.current = true)
    const end = () => void (navigating.current = false)
    router.events.on('routeChangeStart', start)
    router.events.on('routeChangeComplete', end)
    router.events.on('routeChangeError', end)
    return () => {
      router.events.off('routeChangeStart', start)
      router.events.off('routeChangeComplete', end)
      router.events.off('routeChangeError', end)
    }
  }, [router])
  const reloadPageProps = useCallback(() => {
    if (!navigating.current) void router.replace(router.asPath, undefined, { scroll: false })
  }, [router])

  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={pageProps.dehydratedState}>
        <ThemeProvider theme={theme}>
          <SiteProvider value={{ origin: origin ?? '' }}>
            <GlobalStyle />
            {/* Cookie consent: the one source of truth for every script, tag and tracker (docs/consent.md). */}
            <ConsentProvider askedInHtml={consentAsked}>
              <AuthProvider renderedFor={layoutFor} onPriceGroupChange={reloadPageProps}>
                {/* Staff acting as a customer (docs/api/impersonation.md): switches the login through AuthProvider. */}
                <StaffProvider>
                  {/* The marketing platform's tracker, for the visitors it may track (docs/marketing-tracking.md). */}
                  <MarketingTracker>
                    {/* Analytics: page views, navigation clicks and logins into window.dataLayer (docs/analytics.md). */}
                    <TrackingListeners />
                    <VisitorBasket locale={locale}>
                      <AddedToBasketProvider>
                        <VisitorLayout layout={layout} layoutFor={layoutFor} locale={locale}>
                          <Component {...pageProps} />
                        </VisitorLayout>
                      </AddedToBasketProvider>
                      <AppToaster />
                    </VisitorBasket>
                  </MarketingTracker>
                </StaffProvider>
              </AuthProvider>
            </ConsentProvider>
          </SiteProvider>
        </ThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  )
}

DelikatApp.getInitialProps = async (appContext: AppContext): Promise<AppInitialProps<SharedPageProps> & AppOwnProps> => {
  // ctx.locale is the destination's; during a client-side language switch router.locale is still the old one.
  const locale = toLocale(appContext.ctx.locale ?? appContext.router.locale)
  // A business customer gets the business menu (docs/product.md §2), read from the token cookie (server: the request's; browser:
  // document.cookie); VisitorLayout switches it when the login changes later.
  const customerType = layoutCustomerType(appContext.ctx.req)
  const signedIn = visitorClientType(appContext.ctx.req) !== null
  let layoutFailed = false
  const [pageResult, layout, translations, origin] = await Promise.all([
    NextApp.getInitialProps(appContext).catch((error: unknown): AppInitialProps<SharedPageProps> => {
      logError(`initial props of ${appContext.ctx.asPath ?? appContext.router.asPath}`, error)
      keepPrivate(appContext.ctx.res)
      return { pageProps: {} }
    }),
    loadLayout(locale, customerType).catch((error: unknown) => {
      logError('layout', error)
      // A page without its menu and footer is not given to other guests (src/lib/pageCache.ts).
      layoutFailed = true
      return EMPTY_LAYOUT
    }),
    getTranslations(locale),
    pageOrigin(appContext.ctx.req),
  ])
  if (layoutFailed) keepPrivate(appContext.ctx.res)
  return {
    ...pageResult,
    pageProps: { ...pageResult.pageProps, _nextI18Next: buildI18nProps(locale, translations) },
    layout,
    layoutFor: signedIn ? customerType : null,
    origin,
    // Only the server knows the request's cookies before the page is painted; the shop's own dialog only.
    consentAsked:
      appContext.ctx.req !== undefined &&
      thirdPartyConfig().consentTool.kind === 'builtin' &&
      !consentAnsweredIn(appContext.ctx.req.headers.cookie),
  }
}

// The texts for the whole page in one context (src/i18n/texts.tsx): next-i18next's on the server, the browser's own
// lookup in the browser (docs/adr/0051).
export default appWithTexts(DelikatApp)
