// Plain texts are looked up directly, and every answer is the one i18next gives (src/i18n/fastText.ts).
import type { TFunction } from 'i18next'
import { i18nextLikeTheApp } from '@/test/i18nextLikeTheApp'
import { withFastText } from './fastText'

const TEXTS = {
  'Page.Title': 'Vin og delikatesser',
  'Page.Empty': '',
  'Basket.Count_one': '{{count}} vare',
  'Basket.Count_other': '{{count}} varer',
  'Basket.Greeting': 'Hej {{name}}',
  'Basket.Total': '{{ count }} stk. til {{price}} kr., {{ price }} i alt',
  'Basket.Formatted': 'Pris {{price, number}}',
  'Basket.Raw': 'Rå {{- html}}',
  'Basket.Deep': 'Fra {{shop.name}}',
  'Basket.Nested': 'Se $t(Page.Title)',
  'Item.Label': 'Flaske',
  'Item.Label_gift': 'Gaveæske',
}

async function setUp() {
  const i18n = await i18nextLikeTheApp({ da: TEXTS, en: { 'Page.Title': 'Wine and delicacies' } }, 'da')
  const t = i18n.getFixedT(i18n.language) as unknown as TFunction
  // i18next's own lookup, which a plain text does not reach.
  const translator = (i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator
  const translate = vi.spyOn(translator, 'translate')
  return { i18n, t, fast: withFastText(t, i18n, 'common'), translate }
}

type Call = Parameters<TFunction>
const CALLS: Array<[string, ...unknown[]]> = [
  ['Page.Title'],
  ['Page.Title', {}],
  ['Page.Title', { defaultValue: 'x' }],
  ['Page.Title', { lng: 'en' }],
  ['Page.Empty'],
  ['Page.Missing'],
  ['Page.Missing', 'Standardtekst'],
  ['Page.Missing', { defaultValue: 'Standard' }],
  ['Basket.Count', { count: 1 }],
  ['Basket.Count', { count: 3 }],
  ['Basket.Greeting', { name: 'Ida' }],
  ['Basket.Greeting', { name: 42 }],
  ['Basket.Greeting', { name: null }],
  ['Basket.Greeting', { name: { first: 'Ida' } }],
  ['Basket.Greeting', { name: 'se $t(Page.Title)' }],
  ['Basket.Greeting', {}],
  ['Basket.Greeting'],
  ['Basket.Greeting', { replace: { name: 'Ida' } }],
  ['Basket.Total', { price: '129,95' }],
  ['Basket.Formatted', { price: 12 }],
  ['Basket.Raw', { html: '<b>' }],
  ['Basket.Deep', { shop: { name: 'Delikat' } }],
  ['Basket.Nested'],
  ['Item.Label', { context: 'gift' }],
  ['Item.Label', { unused: 'value' }],
  ['constructor'],
  ['__proto__'],
]

describe('withFastText', () => {
  it.each(CALLS)('answers %s as i18next does', async (...call) => {
    const { t, fast } = await setUp()
    expect(fast(...(call as unknown as Call))).toEqual(t(...(call as unknown as Call)))
  })

  it('leaves i18next out of a plain text, in the current language', async () => {
    const { i18n, fast, translate } = await setUp()
    expect(fast('Page.Title')).toBe('Vin og delikatesser')
    expect(fast('Item.Label', { unused: 'value' })).toBe('Flaske')
    expect(fast('Basket.Greeting', { name: 'Ida' })).toBe('Hej Ida')
    expect(translate).not.toHaveBeenCalled()
    await i18n.changeLanguage('en')
    expect(fast('Page.Title')).toBe('Wine and delicacies')
    expect(translate).not.toHaveBeenCalled()
  })

  it('leaves to i18next what needs more than a lookup', async () => {
    const { fast, translate } = await setUp()
    const calls: Array<[string, Record<string, unknown>?]> = [
      ['Basket.Count', { count: 2 }],
      ['Basket.Greeting', { name: { first: 'Ida' } }],
      ['Basket.Greeting', { name: 'se $t(Page.Title)' }],
      ['Basket.Greeting'],
      ['Basket.Formatted', { price: 1 }],
      ['Basket.Raw', { html: '<b>' }],
      ['Basket.Nested'],
      ['Page.Empty'],
      ['Page.Missing'],
    ]
    for (const [key, options] of calls) {
      translate.mockClear()
      ;(fast as unknown as (key: string, options?: object) => string)(key, options)
      expect(translate, key).toHaveBeenCalled()
    }
  })
})
