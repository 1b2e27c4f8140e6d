import { describe, expect, it } from 'vitest'
import { defaultTranslations, translationSyntaxError } from './index'

describe('translationSyntaxError', () => {
  it('lets words and plain placeholders through, every default text among them', () => {
    for (const text of ['Vin og delikatesser', '{{count}} varer', 'Hej {{ name }}, du har {{count}}', 'Pris: 100 {kr}', ''])
      expect(translationSyntaxError(text), text).toBeNull()
    for (const texts of [defaultTranslations.da, defaultTranslations.en])
      for (const [key, text] of Object.entries(texts)) expect(translationSyntaxError(text), key).toBeNull()
  })

  it('refuses what the browser would fill in otherwise than the server: nesting, formats, paths and raw values', () => {
    for (const text of ['Se $t(Page.Title)', 'Pris {{price, number}}', 'Fra {{shop.name}}', 'Rå {{- html}}', 'Tom {{}}', '{{1st}}'])
      expect(translationSyntaxError(text), text).toEqual(expect.any(String))
  })
})
