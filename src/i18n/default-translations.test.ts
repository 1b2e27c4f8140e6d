// Every text key the code uses has a Danish and an English text (the backend seeds them from this file).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { LOCALES } from '@/config/constants'
import { UNAVAILABLE_REASONS } from '@/features/basket/api/schemas'
import { STOCK_STATES } from '@/lib/schemas'
import { defaultTranslations } from '@delikat/contract/translations'

const SRC = path.resolve(__dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return name === 'test' ? [] : sourceFiles(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

function literalKeys(): Set<string> {
  const keys = new Set<string>()
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
      if (match[1]) keys.add(match[1])
    }
  }
  return keys
}

describe('default translations', () => {
  const usedKeys = [
    ...literalKeys(),
    'Header.BasketLabel_one',
    'Header.BasketLabel_other',
    'delikat.Frontend.Errors.Fallback',
    ...STOCK_STATES.map((state) => `Stock.${state}`),
    ...UNAVAILABLE_REASONS.map((reason) => `Basket.Unavailable.${reason}`),
    ...LOCALES.map((locale) => `LanguageSwitch.${locale}`),
  ].filter((key) => key !== 'Header.BasketLabel')

  it('finds the keys in the code', () => {
    expect(usedKeys).toContain('ProductPage.AddToBasket')
    expect(usedKeys.length).toBeGreaterThan(40)
  })

  it.each(['da', 'en'] as const)('has a %s text for every key the code uses', (locale) => {
    const table = defaultTranslations[locale]
    // A key used with a count may exist only in its plural forms.
    const missing = usedKeys.filter((key) => !table[key] && !(table[`${key}_one`] && table[`${key}_other`]))
    expect(missing).toEqual([])
  })

  it('has the same keys in Danish and English', () => {
    expect(Object.keys(defaultTranslations.en).sort()).toEqual(Object.keys(defaultTranslations.da).sort())
  })

  it('has the texts docs/product.md names', () => {
    expect(defaultTranslations.da['ProductPage.AddToBasket']).toBe('Læg i kurv')
    expect(defaultTranslations.en['ProductPage.AddToBasket']).toBe('Add to basket')
    expect(defaultTranslations.da['delikat.Frontend.Errors.Fallback']).toBe('Noget gik galt. Prøv igen.')
    expect(defaultTranslations.en['delikat.Frontend.Errors.Fallback']).toBe('Something went wrong. Please try again.')
  })
})
