import { screen } from '@testing-library/react'
import { COMPONENT_TYPES } from '@delikat/contract/components'
import { BasketProvider } from '@/features/basket/BasketProvider'
import { installBrowserStubs } from '@/test/browserStubs'
import { installFakeShopApi } from '@/test/fakeShopApi'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { contractComponents, visibleTextOf } from './__fixtures__/components'
import { RenderComponents, resetReportedBlockTypes } from './RenderComponents'
import { registry } from './registry'
import { blockSchemas } from './schemas'

describe('RenderComponents', () => {
  beforeAll(() => {
    installBrowserStubs()
  })

  beforeEach(() => {
    resetReportedBlockTypes()
  })

  it('has exactly the component type keys of the content contract', () => {
    expect(Object.keys(registry).sort()).toEqual([...COMPONENT_TYPES].sort())
  })

  it.each(COMPONENT_TYPES.filter((type) => type !== 'basket'))(
    'renders a %s component shaped by the contract, without warnings',
    (type) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const fake = installFakeShopApi(() => ({ status: 404 }))
      const { container } = renderWithProviders(
        <MockRouterProvider router={createMockRouter()}>
          <BasketProvider locale="da">
            <RenderComponents components={[contractComponents[type]]} />
          </BasketProvider>
        </MockRouterProvider>,
      )
      const text = visibleTextOf[type]
      if (text) expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0)
      else expect(container.textContent).toBe('')
      expect(warn).not.toHaveBeenCalled()
      fake.restore()
      warn.mockRestore()
    },
  )

  it('parses the basket component shaped by the contract', () => {
    expect(blockSchemas.basket.safeParse(contractComponents.basket).success).toBe(true)
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
    const { container } = renderWithProviders(<RenderComponents components={[{ Type: 'heroSlider', Id: 'h1', Slides: 'not a list' }]} />)
    expect(container).toBeEmptyDOMElement()
    const reports = warn.mock.calls.filter(([message]) => String(message).includes('heroSlider'))
    expect(reports).toHaveLength(1)
    warn.mockRestore()
  })
})
