// Test wrapper: the providers a storefront component expects (i18n with the built-in Danish texts, theme,
// React Query).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderOptions } from '@testing-library/react'
import i18next, { type i18n as I18n } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { QUERY_STALE_TIME_MS, TRANSLATION_NAMESPACE } from '@/config/constants'
import { defaultTranslations } from '@delikat/contract/translations'
import { theme } from '@/styles/theme'

export function createTestI18n(locale: 'da' | 'en' = 'da'): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'da',
    resources: {
      da: { [TRANSLATION_NAMESPACE]: defaultTranslations.da },
      en: { [TRANSLATION_NAMESPACE]: defaultTranslations.en },
    },
    ns: [TRANSLATION_NAMESPACE],
    defaultNS: TRANSLATION_NAMESPACE,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  })
  return instance
}

/** The app's defaults (src/lib/queryClient.ts) minus retries, so failures show at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: QUERY_STALE_TIME_MS }, mutations: { retry: false } },
  })
}

export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient ?? createTestQueryClient()}>{children}</QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  )
}

export function renderWithProviders(ui: ReactElement, options: { queryClient?: QueryClient } & Omit<RenderOptions, 'wrapper'> = {}) {
  const { queryClient = createTestQueryClient(), ...rest } = options
  return {
    queryClient,
    ...render(ui, {
      wrapper: ({ children }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>,
      ...rest,
    }),
  }
}
