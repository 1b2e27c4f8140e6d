import { describe, expect, it } from 'vitest'
import { isShopStorefront, shopStorefrontOrigins, storefrontOriginFor } from './storefront-origin'

describe('the storefront a shopper goes back to', () => {
  it('is the one they came from when it is the shop: the other loopback name, or with and without www.', () => {
    expect(storefrontOriginFor('http://127.0.0.1:3000', 'http://localhost:3000')).toBe('http://127.0.0.1:3000')
    expect(storefrontOriginFor('http://localhost:3000', 'http://127.0.0.1:3000')).toBe('http://localhost:3000')
    expect(storefrontOriginFor('https://delikat.dk', 'https://www.delikat.dk')).toBe('https://delikat.dk')
    expect(storefrontOriginFor('https://www.delikat.dk', 'https://delikat.dk')).toBe('https://www.delikat.dk')
    expect(storefrontOriginFor('https://butik.delikat.dk', 'https://www.delikat.dk', ['https://butik.delikat.dk'])).toBe(
      'https://butik.delikat.dk',
    )
  })

  it('is STOREFRONT_URL for anything else: no Origin, another site, port or scheme, or more than an origin', () => {
    const shop = 'https://www.delikat.dk'
    for (const origin of [
      null,
      '',
      'null',
      'https://evil.example',
      'https://www.delikat.dk.evil.example',
      'https://wwwdelikat.dk',
      'http://www.delikat.dk',
      'https://www.delikat.dk:8443',
      'https://www.delikat.dk/path',
      'https://user@www.delikat.dk',
    ]) {
      expect(storefrontOriginFor(origin, shop), String(origin)).toBe(shop)
    }
    expect(isShopStorefront('http://127.0.0.1:3001', 'http://localhost:3000')).toBe(false)
  })
})

describe("the TEST pages' form-action", () => {
  it('names every storefront origin a shopper may come back to, and no other', () => {
    expect(shopStorefrontOrigins('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
    expect(shopStorefrontOrigins('https://www.delikat.dk', ['https://butik.delikat.dk'])).toEqual([
      'https://delikat.dk',
      'https://www.delikat.dk',
      'https://butik.delikat.dk',
    ])
  })
})
