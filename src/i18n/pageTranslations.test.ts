// @vitest-environment node
// Only the texts a render read (and the shell's) stay in the page's data.
import { types } from 'node:util'
import { createInstance } from 'i18next'
import { buildI18nProps } from './buildI18nProps'
import { keepTextsRead, missingText, watchTextsRead } from './pageTranslations'

const TEXTS = {
  'ProductPage.AddToBasket': 'Læg i kurv',
  'ProductPage.Unused': 'Bruges ikke',
  'Account.Orders': 'Ordrer',
  'Checkout.Pay': 'Betal',
  'Consent.Title': 'Cookies',
  'Header.Search': 'Søg',
}

async function render(keys: string[]) {
  const props = buildI18nProps('da', { ...TEXTS })
  const i18n = createInstance()
  await i18n.init({
    lng: 'da',
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    resources: props.initialI18nStore,
  })
  // What the app does as it renders (src/i18n/texts.tsx).
  watchTextsRead(i18n)
  const rendered = keys.map((key) => i18n.t(key))
  return { props, rendered }
}

describe('the texts a page sends', () => {
  it('are the ones its render read, and the shell’s, and nothing else', async () => {
    const { props, rendered } = await render(['ProductPage.AddToBasket', 'Account.Orders', 'Nowhere.Key'])
    expect(rendered).toEqual(['Læg i kurv', 'Ordrer', 'Nowhere.Key'])
    keepTextsRead(props)
    expect(props.initialI18nStore).toEqual({
      da: {
        common: {
          'ProductPage.AddToBasket': 'Læg i kurv',
          'Account.Orders': 'Ordrer',
          'Consent.Title': 'Cookies',
          'Header.Search': 'Søg',
        },
      },
    })
  })

  it('are watched once i18next is set up, not while it counts them as it starts', async () => {
    const props = buildI18nProps('da', { ...TEXTS })
    const i18n = createInstance()
    await i18n.init({ lng: 'da', ns: ['common'], defaultNS: 'common', resources: props.initialI18nStore, showSupportNotice: false })
    const texts = () => (i18n.store.data.da as Record<string, unknown>).common
    expect(types.isProxy(texts())).toBe(false)
    watchTextsRead(i18n)
    expect(types.isProxy(texts())).toBe(true)
    // The page's props hold the same store, watched.
    expect(types.isProxy((props.initialI18nStore as Record<string, Record<string, unknown>>).da!.common)).toBe(true)
  })

  it('are all of them for props made in the browser (a client-side navigation keeps everything)', () => {
    const props = JSON.parse(JSON.stringify(buildI18nProps('da', TEXTS))) as ReturnType<typeof buildI18nProps>
    keepTextsRead(props)
    expect(props.initialI18nStore).toEqual({ da: { common: TEXTS } })
  })

  it('shows a text the server did not send as the key, on the server', () => {
    expect(missingText('Some.Key')).toBe('Some.Key')
    expect(missingText('Some.Key', 'Standard')).toBe('Standard')
  })
})
