import { screen } from '@testing-library/react'
import { installBrowserStubs } from '@/test/browserStubs'
import { renderWithProviders } from '@/test/render'
import { RenderComponents, resetReportedBlockTypes } from './RenderComponents'
import { registry } from './registry'

describe('RenderComponents', () => {
  beforeAll(() => {
    installBrowserStubs()
  })

  beforeEach(() => {
    resetReportedBlockTypes()
  })

  it('has exactly the agreed component type keys', () => {
    expect(Object.keys(registry).sort()).toEqual(['basket', 'heroSlider', 'productCarousel'])
  })

  it('renders nothing for an unknown type and logs it once per type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = renderWithProviders(
      <RenderComponents
        components={[
          { Type: 'somethingNew', Id: '1' },
          { Type: 'somethingNew', Id: '2' },
        ]}
      />,
    )
    expect(container).toBeEmptyDOMElement()
    const reports = warn.mock.calls.filter(([message]) => String(message).includes('somethingNew'))
    expect(reports).toHaveLength(1)
    warn.mockRestore()
  })

  it('renders a known block and skips an unknown one next to it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderWithProviders(
      <RenderComponents
        components={[
          { Type: 'mystery', Id: 'x' },
          {
            Type: 'heroSlider',
            Id: 'h1',
            Slides: [{ Title: 'Sommerens vine', Text: 'Friske hvidvine', Image: null, Link: { Url: '/vin/', Text: 'Se vinene' } }],
          },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Sommerens vine' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Se vinene' })).toHaveAttribute('href', expect.stringMatching(/^\/vin\/?$/))
    warn.mockRestore()
  })

  it('renders nothing for a known type with unusable fields', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = renderWithProviders(
      <RenderComponents components={[{ Type: 'heroSlider', Id: 'h1', Slides: 'not a list' }]} />,
    )
    expect(container).toBeEmptyDOMElement()
    const reports = warn.mock.calls.filter(([message]) => String(message).includes('heroSlider'))
    expect(reports).toHaveLength(1)
    warn.mockRestore()
  })
})
