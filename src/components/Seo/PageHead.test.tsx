import type { ReactNode } from 'react'
import { SiteProvider } from '@/lib/site'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { PageHead } from './PageHead'

// next/head needs the app's head manager; React 19 hoists the tags into document.head by itself.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const ORIGIN = 'https://www.delikat.dk'
const image = { Name: 'rose.jpg', AltText: 'Rosé i glas', BaseUrl: '/media/rose.jpg' }

function renderHead(locale: 'da' | 'en', props: Parameters<typeof PageHead>[0]) {
  return renderWithProviders(
    <MockRouterProvider router={createMockRouter({ locale })}>
      <SiteProvider value={{ origin: ORIGIN }}>
        <PageHead {...props} />
      </SiteProvider>
    </MockRouterProvider>,
  )
}

const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
const link = (selector: string) => document.head.querySelector(`link[${selector}]`)?.getAttribute('href') ?? null

describe('PageHead', () => {
  it('writes title, description, canonical and Open Graph for a Danish page', () => {
    renderHead('da', { title: 'Rosévine', description: 'Friske roséer fra Provence.', image, path: '/vin/rose/' })
    expect(document.title).toBe('Rosévine | Delikat')
    expect(meta('description')).toBe('Friske roséer fra Provence.')
    expect(link('rel="canonical"')).toBe('https://www.delikat.dk/vin/rose/')
    expect(meta('og:title')).toBe('Rosévine')
    expect(meta('og:description')).toBe('Friske roséer fra Provence.')
    expect(meta('og:url')).toBe('https://www.delikat.dk/vin/rose/')
    expect(meta('og:locale')).toBe('da_DK')
  })

  it('prefixes the canonical URL with the locale for English and says en_GB', () => {
    renderHead('en', { title: 'Rosé wines', path: '/vin/rose/' })
    expect(link('rel="canonical"')).toBe('https://www.delikat.dk/en/vin/rose/')
    expect(meta('og:locale')).toBe('en_GB')
  })

  it('lists the hreflang alternates da, en and x-default', () => {
    renderHead('en', { title: 'Rosé wines', path: '/vin/rose/' })
    expect(link('hreflang="da"')).toBe('https://www.delikat.dk/vin/rose/')
    expect(link('hreflang="en"')).toBe('https://www.delikat.dk/en/vin/rose/')
    expect(link('hreflang="x-default"')).toBe('https://www.delikat.dk/vin/rose/')
  })

  it('gives og:image as an absolute 1200 x 630 URL from the image endpoint', () => {
    renderHead('da', { title: 'Rosévine', image, path: '/vin/rose/' })
    const url = new URL(meta('og:image') ?? '')
    expect(url.origin).toBe(ORIGIN)
    expect(url.pathname).toBe('/media/rose.jpg')
    expect(url.searchParams.get('width')).toBe('1200')
    expect(url.searchParams.get('height')).toBe('630')
    expect(url.searchParams.get('format')).toBe('webp')
    expect(meta('og:image:width')).toBe('1200')
    expect(meta('og:image:height')).toBe('630')
    expect(meta('og:image:alt')).toBe('Rosé i glas')
  })

  it('falls back to the site description and leaves out alternates for noindex pages', () => {
    renderHead('da', { title: 'Siden blev ikke fundet', noIndex: true })
    expect(meta('description')).toBe('Delikatesser og vin fra Delikat – handl online med levering i hele Danmark.')
    expect(meta('robots')).toBe('noindex')
    expect(link('rel="alternate"')).toBeNull()
    expect(meta('og:image')).toBeNull()
  })
})
