// The browser's texts answer as the server's i18next does (src/i18n/translate.ts): every text of the shop with the
// values its placeholders take, every plural at 0, 1 and 2, and the odd calls i18next has its own answers for.
import { defaultTranslations } from '@delikat/contract/translations'
import { i18nextLikeTheApp } from '@/test/i18nextLikeTheApp'
import { translate, type TextsByLocale } from './translate'

const missing = (key: string, defaultValue?: string) => `missing(${key}|${String(defaultValue)})`

const TEXTS = {
  da: {
    'Page.Title': 'Vin og delikatesser',
    'Page.Empty': '',
    'Page.OnlyDanish': 'Kun på dansk {{name}}',
    'Basket.Count_one': '{{count}} vare',
    'Basket.Count_other': '{{count}} varer',
    'Basket.Count_zero': 'Ingen varer',
    'Basket.Greeting': 'Hej {{name}}',
    'Basket.Twice': '{{name}} og {{ name }} og {{other}}',
    'Basket.Raw': 'Rå {{- html}} og {{html}}',
    'Basket.Dollar': 'Pris {{price}}',
    'Item.Label': 'Flaske',
    'Item.Label_gift': 'Gaveæske',
    'Item.Label_gift_other': '{{count}} gaveæsker',
    'Item.Only_other': '{{count}} stk.',
  },
  en: {
    'Page.Title': 'Wine and delicacies',
    'Page.Empty': '',
    'Basket.Count_one': '{{count}} item',
    'Basket.Count_other': '{{count}} items',
  },
}

async function i18nextLike(texts: Record<string, Record<string, string>>, language: string) {
  const instance = await i18nextLikeTheApp(texts, language, { parseMissingKeyHandler: missing })
  return instance.getFixedT(language) as unknown as (...args: unknown[]) => string
}

const CALLS: unknown[][] = [
  ['Page.Title'],
  ['Page.Title', {}],
  ['Page.Title', 'Standard'],
  ['Page.Title', { defaultValue: 'x' }],
  ['Page.Empty'],
  ['Page.Empty', { defaultValue: 'Tom' }],
  ['Page.OnlyDanish', { name: 'Ida' }],
  ['Page.Missing'],
  ['Page.Missing', 'Standardtekst'],
  ['Page.Missing', { defaultValue: 'Standard {{name}}', name: 'Ida' }],
  ['Page.Missing', { defaultValue: '' }],
  ['Page.Missing', { defaultValue_one: 'én', defaultValue_other: 'flere', defaultValue: 'ingen', count: 1 }],
  ['Page.Missing', { defaultValue_one: 'én', defaultValue_other: 'flere', defaultValue: 'ingen', count: 4 }],
  ['Page.Missing', { defaultValue_zero: 'nul', defaultValue: 'ingen', count: 0 }],
  [['Page.Missing', 'Page.Title']],
  [['Page.Missing', 'Page.Other']],
  ['Basket.Count', { count: 0 }],
  ['Basket.Count', { count: 1 }],
  ['Basket.Count', { count: 3 }],
  ['Basket.Count', { count: 1.5 }],
  ['Basket.Count', { count: '2' }],
  ['Basket.Count'],
  ['Basket.Greeting', { name: 'Ida' }],
  ['Basket.Greeting', { name: 42 }],
  ['Basket.Greeting', { name: null }],
  ['Basket.Greeting', { name: undefined }],
  ['Basket.Greeting', { name: true }],
  ['Basket.Greeting', { name: 'se $t(Page.Title)' }],
  ['Basket.Greeting', { name: '{{name}}' }],
  ['Basket.Greeting', {}],
  ['Basket.Greeting'],
  ['Basket.Greeting', { replace: { name: 'Ida' } }],
  ['Basket.Twice', { name: 'Ida' }],
  ['Basket.Twice', { name: '{{other}}', other: 'Bo' }],
  ['Basket.Raw', { html: '<b>' }],
  ['Basket.Dollar', { price: '$& 10 $1' }],
  ['Item.Label', { context: 'gift' }],
  ['Item.Label', { context: 'gift', count: 2 }],
  ['Item.Label', { context: 'gift', count: 1 }],
  ['Item.Label', { context: 'box' }],
  ['Item.Label', { context: '' }],
  ['Item.Label', { unused: 'value' }],
  ['Item.Only', { count: 2 }],
  ['Item.Only', { count: 1 }],
  ['constructor'],
  ['__proto__'],
  ['toString'],
]

describe('translate', () => {
  it.each(['da', 'en'])('answers every odd call as i18next does, in %s', async (language) => {
    const t = await i18nextLike(TEXTS, language)
    for (const call of CALLS) {
      const [keys, options] = call as [string | string[], unknown]
      expect(translate(TEXTS as TextsByLocale, language, keys, options, missing), JSON.stringify(call)).toBe(t(keys, options))
    }
  })

  it.each(['da', 'en'] as const)('answers every text of the shop as i18next does, in %s', async (language) => {
    // The page's texts and, for English, the Danish ones it falls back on.
    const texts = { da: defaultTranslations.da, [language]: defaultTranslations[language] }
    const t = await i18nextLike(texts, language)
    const keys = new Set(Object.keys(defaultTranslations[language]).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))
    let compared = 0
    for (const key of keys) {
      const own: Record<string, string> = defaultTranslations[language]
      const text = own[key] ?? own[`${key}_other`] ?? ''
      const values = Object.fromEntries([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => [name, `«${name}»`]))
      for (const options of [undefined, values, { ...values, count: 0 }, { ...values, count: 1 }, { ...values, count: 2 }]) {
        expect(translate(texts, language, key, options, missing), key).toBe(t(key, options))
        compared++
      }
    }
    expect(compared).toBeGreaterThan(4000)
  })
})
