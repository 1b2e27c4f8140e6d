import { describe, expect, it } from 'vitest'
import { cacheKey, focalCrop, imageQuery, targetSize } from './transform'

describe('image transform', () => {
  it('parses the storefront’s parameters and rejects nonsense', () => {
    expect(imageQuery.parse({ width: '400', heightratio: '0.5625', format: 'webp', bgColor: 'ffffff', quality: '70' })).toMatchObject({
      width: 400,
      heightratio: 0.5625,
      bgColor: '#ffffff',
      quality: 70,
    })
    expect(imageQuery.safeParse({ width: '-1' }).success).toBe(false)
    expect(imageQuery.safeParse({ width: '99999' }).success).toBe(false)
    expect(imageQuery.safeParse({ bgColor: 'red;' }).success).toBe(false)
  })

  it('sizes from width and height ratio, or keeps the aspect', () => {
    expect(targetSize(imageQuery.parse({ width: 400, heightratio: 0.5 }), { width: 800, height: 800 })).toEqual({ width: 400, height: 200 })
    expect(targetSize(imageQuery.parse({ width: 400 }), { width: 800, height: 600 })).toEqual({ width: 400, height: 300 })
    expect(targetSize(imageQuery.parse({ height: 300 }), { width: 800, height: 600 })).toEqual({ width: 400, height: 300 })
  })

  it('crops around the focal point and stays inside the picture', () => {
    expect(focalCrop({ width: 1000, height: 1000 }, { width: 160, height: 90 }, { x: 50, y: 10 })).toEqual({ left: 0, top: 0, width: 1000, height: 563 })
    expect(focalCrop({ width: 1000, height: 500 }, { width: 100, height: 100 }, { x: 90, y: 50 })).toEqual({ left: 500, top: 0, width: 500, height: 500 })
  })

  it('gives one cache key per distinct request', () => {
    const a = cacheKey('x.png', imageQuery.parse({ width: 100 }), { x: 50, y: 50 })
    expect(cacheKey('x.png', imageQuery.parse({ width: '100' }), { x: 50, y: 50 })).toBe(a)
    expect(cacheKey('x.png', imageQuery.parse({ width: 101 }), { x: 50, y: 50 })).not.toBe(a)
  })
})

describe('presets', () => {
  it('recognises Square 1:1, Portrait 2:3 and Landscape 16:9 outputs', async () => {
    const { presetOf } = await import('./transform')
    expect(presetOf({ width: 400, height: 400 })).toBe('square')
    expect(presetOf({ width: 400, height: 600 })).toBe('portrait')
    expect(presetOf({ width: 1600, height: 900 })).toBe('landscape')
    expect(presetOf({ width: 400, height: 100 })).toBeNull()
  })

  it('refuses widths above 4000 and unknown formats', () => {
    expect(imageQuery.safeParse({ width: '4000' }).success).toBe(true)
    expect(imageQuery.safeParse({ width: '4001' }).success).toBe(false)
    expect(imageQuery.safeParse({ format: 'gif' }).success).toBe(false)
    expect(imageQuery.safeParse({ quality: '0' }).success).toBe(false)
    expect(imageQuery.safeParse({ quality: '101' }).success).toBe(false)
  })
})
