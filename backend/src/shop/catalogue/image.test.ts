import { describe, expect, it } from 'vitest'
import { focalPointOf, toImage } from './image'

describe('toImage', () => {
  it('maps a media document to the docs/product.md §3 Image with a focal point per preset', () => {
    const image = toImage({
      id: 1,
      filename: 'barolo.png',
      alt: '',
      width: 800,
      height: 600,
      focalX: 40,
      focalY: 30,
      focalPoints: { portrait: { x: 70, y: 20 }, square: { x: null, y: 10 } },
    })
    expect(image).toMatchObject({ Name: 'barolo.png', AltText: null, FileExtension: 'png', BaseUrl: '/media/barolo.png', Width: 800 })
    expect(image?.FocalPoints).toEqual({ Landscape: { X: 40, Y: 30 }, Portrait: { X: 70, Y: 20 }, Square: { X: 40, Y: 30 } })
  })

  it('is null for anything that is not an uploaded file', () => {
    expect(toImage(null)).toBeNull()
    expect(toImage(12)).toBeNull()
  })

  it('falls back to the centre without any focal point', () => {
    expect(focalPointOf({ id: 1, filename: 'x.png' }, 'square')).toEqual({ X: 50, Y: 50 })
  })
})
