import { fireEvent, screen } from '@testing-library/react'
import type { Image } from '@/lib/schemas'
import { renderWithProviders } from '@/test/render'
import { CmsImage } from './CmsImage'
import { altTextFor, FALLBACK_IMAGE_SRC, imageUrl } from './imageUrl'

const image: Image = {
  Name: 'rodvin-bordeaux.jpg',
  AltText: null,
  FileName: 'rodvin-bordeaux.jpg',
  FileExtension: 'jpg',
  Width: 1600,
  Height: 1600,
  BaseUrl: '/media/rodvin-bordeaux.jpg',
}

describe('CmsImage', () => {
  it('uses the alt text when there is one', () => {
    renderWithProviders(<CmsImage image={{ ...image, AltText: 'Flaske rødvin' }} preset="Square" width={320} />)
    expect(screen.getByRole('img', { name: 'Flaske rødvin' })).toBeInTheDocument()
  })

  it('falls back to the image name without its extension as alt text (SPEC §3)', () => {
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
