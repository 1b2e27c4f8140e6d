import { describe, expect, it } from 'vitest'
import { stored } from '../__fixtures__/blocks'
import { mapEmbed } from './map'

describe('embed mapper', () => {
  it('gives an embed the value its provider needs, even from a pasted link', () => {
    expect(mapEmbed(stored('embed', { provider: 'youtube', value: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' }))).toEqual({
      Id: 'b1',
      Type: 'embed',
      Provider: 'youtube',
      Value: 'M7lc1UVf-VE',
      Title: null,
      Height: 450,
    })
    expect(
      mapEmbed(stored('embed', { provider: 'google-maps', value: 'Vestergade 12, 8000 Aarhus C', height: 300, title: 'Butikken' })),
    ).toMatchObject({
      Value: 'Vestergade 12, 8000 Aarhus C',
      Height: 300,
      Title: 'Butikken',
    })
    expect(mapEmbed(stored('embed', { provider: 'typeform', value: 'https://form.typeform.com/to/aBc123XY' })).Value).toBe('aBc123XY')
  })
})
