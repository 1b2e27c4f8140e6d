import { describe, expect, it } from 'vitest'
import { media, page, stored } from '../__fixtures__/blocks'
import { mapCategoryCards } from './map'

describe('categoryCards mapper', () => {
  it('leads a category card without a working link to the site root, in a new window when set', () => {
    const cards = mapCategoryCards(
      stored('categoryCards', {
        title: 'Kategorier',
        cards: [
          { title: 'Om os', image: media(2), link: { type: 'Content', page, newWindow: false } },
          { title: 'Alt', link: { type: null, newWindow: true } },
          { title: 'Ingen side', link: { type: 'Content', page: 99 } },
        ],
      }),
    )
    expect(cards.Cards).toEqual([
      expect.objectContaining({
        Title: 'Om os',
        Url: '/om-os/',
        NewWindow: false,
        Image: expect.objectContaining({ FileName: 'billede-2.png' }),
      }),
      { Title: 'Alt', Image: null, Url: '/', NewWindow: true },
      { Title: 'Ingen side', Image: null, Url: '/', NewWindow: false },
    ])
  })
})
