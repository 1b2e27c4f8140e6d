import { describe, expect, it } from 'vitest'
import { linkedContent, stored } from '../__fixtures__/blocks'
import { mapRichText } from './map'

describe('richText mapper', () => {
  it('resolves internal links inside rich text to the page URL', () => {
    expect(mapRichText(stored('richText', { content: linkedContent }))).toEqual({
      Id: 'b1',
      Type: 'richText',
      Html: '<p>Læs <a href="/om-os/">om os</a></p>',
    })
  })
})
