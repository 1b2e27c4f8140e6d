// The browser's texts without i18next (src/i18n/appWithTexts.browser.tsx): the page's texts from its data, the rest
// when they arrive, the language a client-side navigation brings, and the same answers as the server's.
import { act, render, screen } from '@testing-library/react'
import type { AppProps } from 'next/app'
import type { Router } from 'next/router'
import { TRANSLATION_NAMESPACE } from '@/config/constants'
import type { I18nProps } from './buildI18nProps'

async function setUp() {
  // Module state (the texts the browser has, whether all have arrived) starts afresh for each case.
  vi.resetModules()
  const { appWithTexts } = await import('./appWithTexts.browser')
  const { useTranslation } = await import('./texts')
  const { allTextsArrived } = await import('./pageTranslations')
  const renders = { count: 0 }
  const latest: { texts?: ReturnType<typeof useTranslation> } = {}
  function Page({ keys }: { keys: string[] }) {
    const texts = useTranslation()
    const { t, i18n } = texts
    latest.texts = texts
    renders.count++
    return (
      <div lang={i18n.language}>
        {keys.map((key) => (
          <p key={key}>{t(key, { count: 2, name: 'Ida' }) || '(venter)'}</p>
        ))}
      </div>
    )
  }
  function App({ Component, pageProps }: AppProps) {
    return <Component {...pageProps} />
  }
  App.getInitialProps = () => Promise.resolve({ pageProps: {} })
  const Wrapped = appWithTexts(App)
  const props = (locale: string, texts: Record<string, string>, keys: string[]) =>
    ({
      Component: Page,
      router: { locale, defaultLocale: 'da' } as unknown as Router,
      pageProps: {
        keys,
        _nextI18Next: {
          initialI18nStore: { [locale]: { [TRANSLATION_NAMESPACE]: texts } },
          initialLocale: locale,
          ns: [TRANSLATION_NAMESPACE],
          userConfig: null,
        } satisfies I18nProps,
      },
    }) as unknown as AppProps
  const arrive = (locale: string, texts: Record<string, string>) =>
    act(() => {
      latest.texts?.i18n.addResourceBundle(locale, TRANSLATION_NAMESPACE, texts, true, true)
      allTextsArrived()
    })
  return { Wrapped, props, arrive, renders, keepsStatics: Wrapped.getInitialProps === App.getInitialProps }
}

describe('the browser’s texts', () => {
  it('answer from the page’s data, with placeholders and plurals, and keep the app’s getInitialProps', async () => {
    const { Wrapped, props, keepsStatics } = await setUp()
    render(
      <Wrapped
        {...props('da', { Hello: 'Hej {{name}}', Items_one: '{{count}} vare', Items_other: '{{count}} varer' }, ['Hello', 'Items'])}
      />,
    )
    expect(screen.getByText('Hej Ida')).toBeInTheDocument()
    expect(screen.getByText('2 varer')).toBeInTheDocument()
    expect(keepsStatics).toBe(true)
  })

  it('show nothing for a text still on its way, and that text once the rest arrive', async () => {
    const { Wrapped, props, arrive } = await setUp()
    render(<Wrapped {...props('da', { Hello: 'Hej' }, ['Hello', 'Dialog.Title'])} />)
    expect(screen.getByText('(venter)')).toBeInTheDocument()
    arrive('da', { 'Dialog.Title': 'Log ind' })
    expect(screen.getByText('Log ind')).toBeInTheDocument()
  })

  it('render nothing again when the rest arrive and nothing waited', async () => {
    const { Wrapped, props, arrive, renders } = await setUp()
    render(<Wrapped {...props('da', { Hello: 'Hej' }, ['Hello'])} />)
    const before = renders.count
    arrive('da', { Other: 'Andet' })
    expect(renders.count).toBe(before)
  })

  it('follow a client-side navigation into another language, falling back on Danish', async () => {
    const { Wrapped, props } = await setUp()
    const { rerender } = render(<Wrapped {...props('da', { Hello: 'Hej', OnlyDanish: 'Kun dansk' }, ['Hello', 'OnlyDanish'])} />)
    expect(screen.getByText('Hej').closest('div')).toHaveAttribute('lang', 'da')
    rerender(<Wrapped {...props('en', { Hello: 'Hello' }, ['Hello', 'OnlyDanish'])} />)
    expect(screen.getByText('Hello').closest('div')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Kun dansk')).toBeInTheDocument()
  })
})
