// The app with its texts, as the server renders it: next-i18next's i18next (appWithTranslation), read through one
// context (src/i18n/i18nextTexts.tsx). The browser's build replaces this module with appWithTexts.browser.tsx
// (next.config.js), which gives the same answers without i18next in the first load (docs/adr/0051).
import { appWithTranslation } from 'next-i18next/pages'
import type { AppProps } from 'next/app'
import type { ComponentType } from 'react'
import { i18nConfig } from './config'
import { I18nextTextsProvider } from './i18nextTexts'

export type AppWithStatics<Props extends AppProps> = ComponentType<Props> & { getInitialProps?: unknown }

export function appWithTexts<Props extends AppProps>(App: AppWithStatics<Props>): AppWithStatics<Props> {
  function AppWithTexts(props: Props) {
    return (
      <I18nextTextsProvider>
        <App {...props} />
      </I18nextTextsProvider>
    )
  }
  AppWithTexts.getInitialProps = App.getInitialProps
  return appWithTranslation(AppWithTexts, i18nConfig) as AppWithStatics<Props>
}
