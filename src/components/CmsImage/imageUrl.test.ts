import { imageUrl, sizedImageUrl, srcSetFor } from './imageUrl'

/** The address as URLSearchParams writes it: the endpoint's parameters, in this order. */
function expected(baseUrl: string, width: number, height: number, ratio: number) {
  const params = new URLSearchParams({
    width: String(width),
    height: String(height),
    quality: '80',
    format: 'webp',
    bgColor: 'ffffff',
    heightratio: String(ratio),
  })
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${params.toString()}`
}

describe('image addresses', () => {
  it('writes the same query URLSearchParams would, after a bare path and after one that has a query', () => {
    expect(sizedImageUrl('/media/hero.png', 1200, 630)).toBe(expected('/media/hero.png', 1200, 630, 0.525))
    expect(sizedImageUrl('/media/hero.png?v=2', 320, 180, 0.5625)).toBe(expected('/media/hero.png?v=2', 320, 180, 0.5625))
    expect(imageUrl('/media/ost.png', 480, 'Portrait')).toBe(expected('/media/ost.png', 480, 720, 1.5))
  })

  it('lists the widths up to twice the shown one in the srcset, the shown one included, and gives the same text again', () => {
    const srcSet = srcSetFor('/media/vin.png', 300, 'Square')
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['300w', '320w', '480w'])
    expect(srcSet.split(', ')[0]).toBe(`${expected('/media/vin.png', 300, 300, 1)} 300w`)
    expect(srcSetFor('/media/vin.png', 300, 'Square')).toBe(srcSet)
    expect(srcSetFor('/media/vin.png', 300, 'Landscape')).not.toBe(srcSet)
  })
})
