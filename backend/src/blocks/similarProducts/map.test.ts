import { describe, expect, it } from 'vitest'
import { da, product, stored } from '../__fixtures__/blocks'
import { mapSimilarProducts } from './map'

describe('similarProducts mapper', () => {
  it('maps the products it can read to product cards', () => {
    expect(mapSimilarProducts(stored('similarProducts', { products: [product, 13] }), da).Products.length).toBe(1)
  })
})
