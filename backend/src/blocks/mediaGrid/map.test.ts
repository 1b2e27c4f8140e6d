import { describe, expect, it } from 'vitest'
import { media, paragraph, stored } from '../__fixtures__/blocks'
import { mapMediaGrid } from './map'

describe('mediaGrid mapper', () => {
  it('shows at most 2 images in a media grid, 600 px high unless set', () => {
    const grid = mapMediaGrid(
      stored('mediaGrid', { images: [media(1), media(2), media(3)], leftRight: 'Venstre', content: paragraph('Tekst') }),
    )
    expect(grid).toMatchObject({ Type: 'mediaGrid', Id: 'b1', Height: 600, LeftRight: 'Venstre', Html: '<p>Tekst</p>', Title: null })
    expect(grid.Images.map((i) => i.FileName)).toEqual(['billede-1.png', 'billede-2.png'])
    expect(mapMediaGrid(stored('mediaGrid', { images: [], height: 420 }))).toMatchObject({
      Height: 420,
      Html: null,
      LeftRight: 'Højre',
      Images: [],
    })
  })
})
