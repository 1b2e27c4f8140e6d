import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { ContentNode } from '@/features/content/api/get-node'
import { SiteProvider } from '@/lib/site'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { fallbackShareImage, toContentPageData } from './contentPageData'
import { ContentPageView } from './ContentPageView'

vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const image = (name: string) => ({ Name: name, BaseUrl: `/media/${name}` })

function renderNode(node: ContentNode) {
  return renderWithProviders(
    <MockRouterProvider router={createMockRouter()}>
      <SiteProvider value={{ origin: 'https://www.delikat.dk' }}>
        <ContentPageView page={toContentPageData(node)} />
      </SiteProvider>
    </MockRouterProvider>,
  )
}

describe('toContentPageData', () => {
  it('prepares a node the server keeps for guests once, and a new node anew', () => {
    const node: ContentNode = { Id: '1', Name: 'Forside', Url: '/', Seo: null, Components: [] }
    expect(toContentPageData(node)).toBe(toContentPageData(node))
    expect(toContentPageData({ ...node })).not.toBe(toContentPageData(node))
    expect(toContentPageData({ ...node })).toEqual(toContentPageData(node))
  })
})

describe('ContentPageView', () => {
  it('names the page with one h1 from the SEO title', () => {
    renderNode({ Id: '1', Name: 'Forside', Url: '/', Seo: { Title: 'Delikat: vin og delikatesser' }, Components: [] })
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Delikat: vin og delikatesser'])
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.delikat.dk/')
  })

  it("lets an article hero's title be the page's only h1", () => {
    renderNode({
      Id: '2',
      Name: 'Vin til ost',
      Url: '/artikler/vin-til-ost/',
      Seo: { Title: 'Vin til ost' },
      Components: [{ Type: 'articleHero', Id: 'a', Title: 'Sådan vælger du vin til osten', Image: image('ost.jpg') }],
    })
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Sådan vælger du vin til osten'])
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /^https:\/\/www\.delikat\.dk\/media\/ost\.jpg\?width=1200&height=630&/,
    )
  })

  it('shares the first hero image when the editor set no share image', () => {
    expect(
      fallbackShareImage([
        { Type: 'richText', Id: 'r' },
        { Type: 'heroSlider', Id: 'h', Slides: [{ Image: image('hero.jpg') }] },
      ]),
    ).toMatchObject({ BaseUrl: '/media/hero.jpg' })
    expect(fallbackShareImage([{ Type: 'richText', Id: 'r' }])).toBeNull()
  })
})
