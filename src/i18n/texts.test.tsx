// The rest of the texts arriving after hydration renders the page again only when something showed nothing for want
// of one (src/i18n/pageTranslations.ts): the page's own texts came with it, so usually nothing did.
import { act, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'

async function setUp(pageTexts: Record<string, string>) {
  // Module state (whether all texts have arrived) starts afresh for each case.
  vi.resetModules()
  const { useTranslation } = await import('./texts')
  const { I18nextTextsProvider: TextsProvider } = await import('./i18nextTexts')
  const { allTextsArrived, missingText } = await import('./pageTranslations')
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: 'da',
    resources: { da: { common: pageTexts } },
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    showSupportNotice: false,
    react: { bindI18nStore: false },
    parseMissingKeyHandler: missingText,
  })
  const renders = { count: 0 }
  function Line({ textKey }: { textKey: string }) {
    const { t } = useTranslation()
    renders.count++
    return <p>{t(textKey) || '(venter)'}</p>
  }
  const arrive = (texts: Record<string, string>) =>
    act(() => {
      i18n.addResourceBundle('da', 'common', texts, true, true)
      allTextsArrived()
    })
  const show = (keys: string[]) =>
    render(
      <I18nextProvider i18n={i18n}>
        <TextsProvider>
          {keys.map((key) => (
            <Line key={key} textKey={key} />
          ))}
        </TextsProvider>
      </I18nextProvider>,
    )
  return { show, arrive, renders }
}

describe('texts arriving after the page', () => {
  it('render again what showed nothing while it waited for its text', async () => {
    const { show, arrive } = await setUp({ 'Page.Title': 'Vin' })
    show(['Page.Title', 'Dialog.Title'])
    expect(screen.getByText('Vin')).toBeInTheDocument()
    expect(screen.getByText('(venter)')).toBeInTheDocument()
    arrive({ 'Dialog.Title': 'Log ind' })
    expect(screen.getByText('Log ind')).toBeInTheDocument()
  })

  it('render nothing again when the page had every text it showed', async () => {
    const { show, arrive, renders } = await setUp({ 'Page.Title': 'Vin' })
    show(['Page.Title'])
    const before = renders.count
    arrive({ 'Dialog.Title': 'Log ind' })
    expect(renders.count).toBe(before)
    expect(screen.getByText('Vin')).toBeInTheDocument()
  })
})
