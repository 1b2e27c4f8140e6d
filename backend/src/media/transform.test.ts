import { describe, expect, it } from 'vitest'
import { IMAGE_QUALITIES, IMAGE_RATIOS, IMAGE_WIDTHS } from '@delikat/contract/images'
import { cacheKey, focalCrop, imageQuery, presetOf, targetSize } from './transform'

describe('image transform', () => {
  it('parses the storefront’s parameters and rejects nonsense', () => {
    expect(imageQuery.parse({ width: '400', heightratio: '0.5625', format: 'webp', bgColor: 'FFFFFF', quality: '80' })).toMatchObject({
      width: 400,
      heightratio: 0.5625,
      bgColor: '#ffffff',
      quality: 80,
    })
    expect(imageQuery.safeParse({ width: '-1' }).success).toBe(false)
    expect(imageQuery.safeParse({ width: '99999' }).success).toBe(false)
    expect(imageQuery.safeParse({ bgColor: 'red;' }).success).toBe(false)
  })

  it('sizes from width and height ratio, or keeps the aspect', () => {
    expect(targetSize(imageQuery.parse({ width: 400, heightratio: 0.5625 }), { width: 800, height: 800 })).toEqual({
      width: 400,
      height: 225,
    })
    expect(targetSize(imageQuery.parse({ width: 400 }), { width: 800, height: 600 })).toEqual({ width: 400, height: 300 })
    expect(targetSize(imageQuery.parse({ height: 360 }), { width: 800, height: 600 })).toEqual({ width: 480, height: 360 })
  })

  it('crops around the focal point and stays inside the picture', () => {
    expect(focalCrop({ width: 1000, height: 1000 }, { width: 160, height: 90 }, { x: 50, y: 10 })).toEqual({
      left: 0,
      top: 0,
      width: 1000,
      height: 563,
    })
    expect(focalCrop({ width: 1000, height: 500 }, { width: 100, height: 100 }, { x: 90, y: 50 })).toEqual({
      left: 500,
      top: 0,
      width: 500,
      height: 500,
    })
  })

  it('gives one cache key per distinct rendering', () => {
    const a = cacheKey('x.png', imageQuery.parse({ width: 320 }), { x: 50, y: 50 })
    expect(cacheKey('x.png', imageQuery.parse({ width: '320' }), { x: 50, y: 50 })).toBe(a)
    expect(cacheKey('x.png', imageQuery.parse({ width: 480 }), { x: 50, y: 50 })).not.toBe(a)
  })
})

describe('the bounded set of renderings', () => {
  it('snaps a width up to the next allowed one, and past the largest down to it', () => {
    expect(imageQuery.parse({ width: 320 }).width).toBe(320)
    expect(imageQuery.parse({ width: 321 }).width).toBe(360)
    expect(imageQuery.parse({ width: 1 }).width).toBe(IMAGE_WIDTHS[0])
    expect(imageQuery.parse({ width: 4000 }).width).toBe(1920)
    expect(imageQuery.parse({ height: 500 })).toMatchObject({ width: undefined, height: 640 })
  })

  it('snaps quality up to an allowed value', () => {
    expect([1, 60, 61, 80, 85, 100].map((quality) => imageQuery.parse({ quality }).quality)).toEqual([60, 60, 80, 80, 90, 90])
    expect(imageQuery.parse({}).quality).toBe(80)
  })

  it('renders 1 000 distinct width and quality requests as at most the allowed widths × qualities', () => {
    const keys = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const query = imageQuery.parse({ width: String(1 + ((i * 7) % 4000)), quality: String(1 + (i % 100)), heightratio: '0.5625' })
      keys.add(cacheKey('vin.png', query, { x: 50, y: 50 }))
    }
    expect(keys.size).toBeLessThanOrEqual(100)
    expect(keys.size).toBeLessThanOrEqual(IMAGE_WIDTHS.length * IMAGE_QUALITIES.length)
  })

  it('keeps the shape a request asks for when it is an allowed one, whichever way it is written', () => {
    const landscape = imageQuery.parse({ width: 640, height: 360, heightratio: 0.5625 })
    expect(imageQuery.parse({ width: 600, heightratio: 0.5625 })).toEqual(landscape)
    expect(imageQuery.parse({ width: 640, height: 360 })).toEqual(landscape)
    // The storefront rounds the height, which at a small width is further from the ratio than 2 %.
    expect(imageQuery.parse({ width: 72, height: 41 }).heightratio).toBe(IMAGE_RATIOS.landscape)
    expect(targetSize(imageQuery.parse({ width: 1200, height: 630 }), { width: 1600, height: 1600 })).toEqual({ width: 1200, height: 630 })
  })

  it('refuses shapes and backgrounds outside the allowed ones', () => {
    for (const query of [
      { width: 400, height: 300 },
      { width: 400, heightratio: 0.75 },
      { width: 400, bgColor: '000000' },
    ]) {
      const result = imageQuery.safeParse(query)
      expect(result.success, JSON.stringify(query)).toBe(false)
    }
    const refused = imageQuery.safeParse({ width: 400, height: 300 })
    expect(refused.error?.issues[0]?.path).toEqual(['height'])
  })

  it('accepts every URL the storefront builds (src/components/CmsImage/imageUrl.ts), unchanged', () => {
    const ratios = [1, 1.5, 0.5625]
    for (const width of IMAGE_WIDTHS) {
      for (const ratio of ratios) {
        const height = Math.round(width * ratio)
        const query = imageQuery.parse({
          width: String(width),
          height: String(height),
          quality: '80',
          format: 'webp',
          bgColor: 'ffffff',
          heightratio: String(ratio),
        })
        expect(targetSize(query, { width: 1600, height: 1600 })).toEqual({ width, height })
        expect(query.quality).toBe(80)
      }
    }
  })
})

describe('presets', () => {
  it('recognises Square 1:1, Portrait 2:3 and Landscape 16:9 outputs', () => {
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
