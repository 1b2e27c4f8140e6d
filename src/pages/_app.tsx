// The app shell: React Query (with the server's dehydrated state), translations from the content service,
// theme, basket state (with the added-to-basket dialog), layout and toasts.
//
// App.getInitialProps runs for every page: on the server for the first request and in the browser on
// client-side navigations. Both use the same loaders: on the server they call the content service by its
// absolute URL, in the browser through the same-origin /content-api rewrite (next.config.js), so no
// Next API route is needed and /api stays entirely the shop API's. Loaded data is kept for 10 s
// (src/lib/memoryCache.ts). A failure of any part is logged and the page renders with fallbacks (SPEC §8).
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import { appWithTranslation } from 'next-i18next/pages'
import NextApp, { type AppContext, type AppInitialProps, type AppProps } from 'next/app'
import { useState } from 'react'
import { ThemeProvider } from 'styled-components'
import { Layout } from '@/components/Layout/Layout'
import { AppToaster } from '@/components/Toasts/Toasts'
import { AddedToBasketProvider } from '@/features/basket/AddedToBasketProvider'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { getTranslations } from '@/features/content/api/get-translations'
import { EMPTY_LAYOUT, loadLayout, type LayoutData } from '@/features/content/loadLayout'
import { buildI18nProps, type I18nProps } from '@/i18n/buildI18nProps'
import { i18nConfig } from '@/i18n/config'
import { setBrowserCulture, toLocale } from '@/lib/culture'
import { logError } from '@/lib/log'
import { requestOrigin } from '@/lib/origin'
import { createQueryClient } from '@/lib/queryClient'
import { SiteProvider } from '@/lib/site'
import { GlobalStyle } from '@/styles/GlobalStyle'
import { theme } from '@/styles/theme'

type SharedPageProps = {
  dehydratedState?: DehydratedState
  _nextI18Next?: I18nProps
}

type AppOwnProps = {
  layout?: LayoutData
  origin?: string
}

type DelikatAppProps = AppProps<SharedPageProps> & AppOwnProps

function DelikatApp({ Component, pageProps, router, layout, origin }: DelikatAppProps) {
  const [queryClient] = useState(createQueryClient)
  const locale = toLocale(router.locale)
  // The browser's shop API calls carry the page's culture (module state is safe in the browser: one visitor).
  if (typeof window !== 'undefined') setBrowserCulture(locale)

  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={pageProps.dehydratedState}>
        <ThemeProvider theme={theme}>
          <SiteProvider value={{ origin: origin ?? '' }}>
            <GlobalStyle />
            <BasketProvider locale={locale}>
              <AddedToBasketProvider>
                <Layout layout={layout}>
                  <Component {...pageProps} />
                </Layout>
              </AddedToBasketProvider>
              <AppToaster />
            </BasketProvider>
          </SiteProvider>
        </ThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  )
}

DelikatApp.getInitialProps = async (appContext: AppContext): Promise<AppInitialProps<SharedPageProps> & AppOwnProps> => {
  // ctx.locale is the destination's; during a client-side language switch router.locale is still the old one.
  const locale = toLocale(appContext.ctx.locale ?? appContext.router.locale)
  const [pageResult, layout, translations] = await Promise.all([
    NextApp.getInitialProps(appContext).catch((error: unknown): AppInitialProps<SharedPageProps> => {
      logError(`initial props of ${appContext.ctx.asPath ?? appContext.router.asPath}`, error)
      return { pageProps: {} }
    }),
    // Until customer login exists (the customers issue) every visitor is a guest and gets the B2C menu.
    loadLayout(locale, 'B2C').catch((error: unknown) => {
      logError('layout', error)
      return EMPTY_LAYOUT
    }),
    getTranslations(locale),
  ])
  return {
    ...pageResult,
    pageProps: { ...pageResult.pageProps, _nextI18Next: buildI18nProps(locale, translations) },
    layout,
    origin: requestOrigin(appContext.ctx.req),
  }
}

export default appWithTranslation(DelikatApp, i18nConfig)
