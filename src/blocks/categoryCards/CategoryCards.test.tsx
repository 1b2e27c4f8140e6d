import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { RenderComponents } from '../RenderComponents'

const image = { Name: 'ost.jpg', AltText: 'Oste på et bræt', BaseUrl: '/media/ost.jpg' }

function renderCards(cards: unknown[]) {
  return renderWithProviders(
    <RenderComponents components={[{ Type: 'categoryCards', Id: 'c1', Title: 'Handl efter kategori', Cards: cards }]} />,
  )
}

describe('categoryCards', () => {
  it('links each card to its configured url, in the same window by default', () => {
    renderCards([{ Title: 'Ost', Image: image, Url: '/delikatesser/ost/', NewWindow: false }])
    const link = screen.getByRole('link', { name: 'Ost' })
    // next/link in tests runs without the app's trailingSlash setting.
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/delikatesser\/ost\/?$/))
    expect(link).not.toHaveAttribute('target')
  })

  it('links to the root when no url is configured', () => {
    renderCards([
      { Title: 'Forsiden', Image: null, Url: '/', NewWindow: false },
      { Title: 'Uden link', Image: null, Url: null, NewWindow: false },
    ])
    expect(screen.getByRole('link', { name: 'Forsiden' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Uden link' })).toHaveAttribute('href', '/')
  })

  it('opens in a new window with rel=noopener when NewWindow is set, and says so', () => {
    renderCards([{ Title: 'Vinklubben', Image: null, Url: 'https://klub.example.dk/', NewWindow: true }])
    const link = screen.getByRole('link', { name: /Vinklubben/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/)
    expect(link).toHaveAccessibleName('Vinklubben (åbner i et nyt vindue)')
  })

  it('sizes the images 30vw from 1280 px, 45vw from 768 px, 90vw below (docs/product.md §9)', () => {
    const { container } = renderCards([{ Title: 'Ost', Image: image, Url: '/ost/', NewWindow: false }])
    const img = container.querySelector('img')
    expect(img).toHaveAttribute('sizes', '(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 90vw')
    // The title names the link; the image repeats it, so it is decorative here.
    expect(img).toHaveAttribute('alt', '')
    expect(img).toHaveAttribute('width')
    expect(img).toHaveAttribute('height')
    expect(within(screen.getByRole('region', { name: 'Handl efter kategori' })).getAllByRole('listitem')).toHaveLength(1)
  })
})
