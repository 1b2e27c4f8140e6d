import { describe, expect, it } from 'vitest'
import { image, productCard } from '@/test/fixtures'
import { imageSchema, productCardSchema } from './schemas'

describe('imageSchema', () => {
  it('keeps what the shop renders and leaves the file name and focal points to the image service', () => {
    const parsed = imageSchema.parse(image('barolo.png', 'Barolo'))
    expect(parsed).toEqual({
      Name: 'barolo.png',
      AltText: 'Barolo',
      FileExtension: 'png',
      Width: 1600,
      Height: 1200,
      BaseUrl: '/media/barolo.png',
    })
  })

  it('leaves them out of a product card too, whose image travels in every page that lists it', () => {
    const card = productCardSchema.parse(productCard({ PrimaryImage: image('barolo.png') }))
    expect(card.PrimaryImage?.BaseUrl).toBe('/media/barolo.png')
    expect(card.PrimaryImage).not.toHaveProperty('FocalPoints')
    expect(JSON.stringify(card)).not.toContain('FocalPoints')
  })
})
