import { screen, within } from '@testing-library/react'
import { installBrowserStubs } from '@/test/browserStubs'
import { renderWithProviders } from '@/test/render'
import { Carousel } from './Carousel'

const slides = (count: number) => Array.from({ length: count }, (_, index) => <p key={index}>Slide {index + 1}</p>)

describe('Carousel', () => {
  beforeAll(() => {
    installBrowserStubs()
  })

  it('is a labelled carousel region whose slides say where they are', () => {
    renderWithProviders(<Carousel label="Udvalgte vine" slides={slides(3)} slideKeys={['a', 'b', 'c']} />)
    const region = screen.getByRole('region', { name: 'Udvalgte vine' })
    expect(region).toHaveAttribute('aria-roledescription', 'karrusel')
    const groups = within(region).getAllByRole('group', { name: /af 3$/ })
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 af 3', '2 af 3', '3 af 3'])
    expect(screen.getByRole('button', { name: 'Forrige' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Næste' })).toBeInTheDocument()
  })

  it('has no arrows for a single slide', () => {
    renderWithProviders(<Carousel label="Et billede" slides={slides(1)} slideKeys={['a']} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('lays out the dual carousel at 1.2 slides per view on mobile', () => {
    renderWithProviders(<Carousel label="Stemninger" slides={slides(3)} slideKeys={['a', 'b', 'c']} dual />)
    const slide = screen.getAllByRole('group', { name: /af 3$/ })[0] as HTMLElement
    // jsdom applies no media queries, so the computed basis is the mobile one: 100% / 1.2.
    expect(parseFloat(getComputedStyle(slide).flexBasis)).toBeCloseTo(100 / 1.2, 3)
  })
})
