import { fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IMAGE_BACKGROUNDS, IMAGE_QUALITIES, IMAGE_RATIOS, IMAGE_WIDTHS } from '@delikat/contract/images'
import {
  IMAGE_BACKGROUND,
  IMAGE_PRESETS,
  IMAGE_QUALITY,
  IMAGE_SRCSET_WIDTHS,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  type ImagePreset,
} from '@/config/constants'
import type { Image } from '@/lib/schemas'
import { renderWithProviders } from '@/test/render'
import { CmsImage } from './CmsImage'

// next/head's children rendered in place, where the test can see them.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))
import { altTextFor, FALLBACK_IMAGE_SRC, heightRatio, imageUrl } from './imageUrl'

const image: Image = {
  Name: 'rodvin-bordeaux.jpg',
  AltText: null,
  FileExtension: 'jpg',
  Width: 1600,
  Height: 1600,
  BaseUrl: '/media/rodvin-bordeaux.jpg',
}

describe('CmsImage', () => {
  it('asks for an image above the fold from the head, with high priority and the same sources', () => {
    renderWithProviders(<CmsImage image={image} preset="Landscape" width={1440} sizes="100vw" priority />)
    // React puts a preload link in the document's head wherever it is rendered.
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')
    const img = screen.getByRole('img')
    expect(preload).toHaveAttribute('as', 'image')
    expect(preload).toHaveAttribute('fetchpriority', 'high')
    expect(preload?.getAttribute('href')).toBe(img.getAttribute('src'))
    expect(preload?.getAttribute('imagesrcset')).toBe(img.getAttribute('srcset'))
    expect(preload).toHaveAttribute('imagesizes', '100vw')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).toHaveAttribute('loading', 'eager')
  })

  it('leaves an image further down to load lazily, with no preload', () => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove())
    renderWithProviders(<CmsImage image={image} preset="Square" width={320} />)
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull()
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy')
  })

  it('uses the alt text when there is one', () => {
    renderWithProviders(<CmsImage image={{ ...image, AltText: 'Flaske rødvin' }} preset="Square" width={320} />)
    expect(screen.getByRole('img', { name: 'Flaske rødvin' })).toBeInTheDocument()
  })

  it('falls back to the image name without its extension as alt text (docs/product.md §3)', () => {
    renderWithProviders(<CmsImage image={image} preset="Square" width={320} />)
    expect(screen.getByRole('img', { name: 'rodvin-bordeaux' })).toBeInTheDocument()
  })

  it('requests the CMS image in the preset with webp, white background and height ratio', () => {
    renderWithProviders(<CmsImage image={image} preset="Landscape" width={640} />)
    const img = screen.getByRole('img')
    const src = new URL(img.getAttribute('src') ?? '', 'http://localhost')
    expect(src.pathname).toBe('/media/rodvin-bordeaux.jpg')
    expect(Object.fromEntries(src.searchParams)).toEqual({
      width: '640',
      height: '360',
      quality: '80',
      format: 'webp',
      bgColor: 'ffffff',
      heightratio: '0.5625',
    })
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '360')
    expect(img.getAttribute('srcset')).toContain('width=1280')
  })

  it('switches to the fallback source when the image fails to load', () => {
    renderWithProviders(<CmsImage image={image} preset="Portrait" width={200} />)
    const img = screen.getByRole('img', { name: 'rodvin-bordeaux' })
    expect(img.getAttribute('src')).not.toBe(FALLBACK_IMAGE_SRC)
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', FALLBACK_IMAGE_SRC)
    expect(img).not.toHaveAttribute('srcset')
    expect(img).toHaveAccessibleName('rodvin-bordeaux')
  })

  it('shows the fallback for a missing image', () => {
    const { container } = renderWithProviders(<CmsImage image={null} preset="Square" width={96} />)
    expect(container.querySelector('img')).toHaveAttribute('src', FALLBACK_IMAGE_SRC)
  })
})

describe('CmsImage presets (docs/product.md §9)', () => {
  it.each([
    ['Square', 400, 400, '1', '1 / 1'],
    ['Portrait', 400, 600, '1.5', '2 / 3'],
    ['Landscape', 400, 225, '0.5625', '16 / 9'],
  ] as const)('renders %s at its shape, with width and height against layout shift', (preset, width, height, ratio, aspect) => {
    renderWithProviders(<CmsImage image={image} preset={preset} width={width} />)
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('width', String(width))
    expect(img).toHaveAttribute('height', String(height))
    expect(getComputedStyle(img).aspectRatio.replace(/\s/g, '')).toBe(aspect.replace(/\s/g, ''))
    const src = new URL(img.getAttribute('src') ?? '', 'http://localhost')
    expect(src.searchParams.get('height')).toBe(String(height))
    expect(src.searchParams.get('heightratio')).toBe(ratio)
  })

  it('offers a srcset up to twice the laid-out width, every candidate in the preset shape', () => {
    renderWithProviders(<CmsImage image={image} preset="Portrait" width={400} sizes="(min-width: 768px) 400px, 90vw" />)
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 400px, 90vw')
    const candidates = (img.getAttribute('srcset') ?? '').split(', ').map((entry) => {
      const [url, descriptor] = entry.split(' ')
      const params = new URL(url ?? '', 'http://localhost').searchParams
      return { w: Number(params.get('width')), h: Number(params.get('height')), descriptor }
    })
    expect(candidates.map((candidate) => candidate.w)).toEqual([320, 400, 480, 640])
    for (const candidate of candidates) {
      expect(candidate.descriptor).toBe(`${candidate.w}w`)
      expect(candidate.h).toBe(Math.round(candidate.w * 1.5))
    }
  })

  it('leaves the alt text empty for a decorative image', () => {
    const { container } = renderWithProviders(<CmsImage image={image} preset="Square" width={100} decorative />)
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })
})

describe('altTextFor', () => {
  it('keeps dots that are not a file extension', () => {
    expect(altTextFor({ Name: 'Champagne nr. 2.0', AltText: '', FileExtension: null })).toBe('Champagne nr. 2.0')
  })

  it('strips the given extension', () => {
    expect(altTextFor({ Name: 'Ost.WEBP', AltText: null, FileExtension: '.webp' })).toBe('Ost')
  })
})

describe('imageUrl', () => {
  it('appends to a base URL that already has a query', () => {
    expect(imageUrl('/media/x?v=2', 100, 'Square')).toMatch(/^\/media\/x\?v=2&width=100&height=100&/)
  })
})

describe('what the image endpoint renders (@delikat/contract/images)', () => {
  it('asks only for srcset widths, a quality, shapes and a background the endpoint renders as asked', () => {
    for (const width of IMAGE_SRCSET_WIDTHS) expect(IMAGE_WIDTHS).toContain(width)
    expect(IMAGE_WIDTHS).toContain(OG_IMAGE_WIDTH)
    expect(IMAGE_QUALITIES).toContain(IMAGE_QUALITY)
    expect(IMAGE_BACKGROUNDS).toContain(`#${IMAGE_BACKGROUND}`)
    const ratios: number[] = Object.values(IMAGE_RATIOS)
    for (const preset of Object.keys(IMAGE_PRESETS) as ImagePreset[]) expect(ratios).toContain(heightRatio(preset))
    expect(ratios).toContain(OG_IMAGE_HEIGHT / OG_IMAGE_WIDTH)
  })
})
