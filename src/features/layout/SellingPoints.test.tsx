import { screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import type { DeliveryFacts } from '@/features/content/api/get-footer'
import { DeliveryFactsProvider } from '@/features/content/DeliveryFacts'
import { createTestI18n, renderWithProviders } from '@/test/render'
import { SellingPoints } from './SellingPoints'

const facts: DeliveryFacts = {
  FreeAbove: { Type: 'PostNord', InclVat: { Amount: 49900, Text: '499,-' }, ExclVat: { Amount: 39920, Text: '399,20' } },
  PriceFrom: { InclVat: { Amount: 4900, Text: '49,-' }, ExclVat: { Amount: 3920, Text: '39,20' } },
  Pickup: true,
}

const points = () =>
  within(screen.getByRole('region', { name: 'Fordele ved at handle hos Delikat' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('SellingPoints', () => {
  it("states free delivery from the backend's amount, the delivery time, pickup in Aarhus and tastings", () => {
    renderWithProviders(
      <DeliveryFactsProvider facts={facts} exclVat={false}>
        <SellingPoints />
      </DeliveryFactsProvider>,
    )
    expect(points()).toEqual([
      'Gratis levering til pakkeshop fra 499,-',
      'Levering på 1-3 hverdage',
      'Hent gratis i butikken i Aarhus',
      'Vinsmagninger i butikken',
    ])
  })

  it('gives a business customer the one amount excl. VAT, never the consumer amount beside it', () => {
    renderWithProviders(
      <DeliveryFactsProvider facts={facts} exclVat>
        <SellingPoints />
      </DeliveryFactsProvider>,
    )
    expect(points()[0]).toBe('Gratis levering til pakkeshop fra 399,20 ekskl. moms')
    expect(screen.queryByText(/499/)).not.toBeInTheDocument()
  })

  it('promises no amount and no pickup the backend did not send', () => {
    renderWithProviders(
      <DeliveryFactsProvider facts={null} exclVat={false}>
        <SellingPoints />
      </DeliveryFactsProvider>,
    )
    expect(points()).toEqual(['Levering på 1-3 hverdage', 'Vinsmagninger i butikken'])
  })

  it('speaks English on the English site', () => {
    renderWithProviders(
      <I18nextProvider i18n={createTestI18n('en')}>
        <DeliveryFactsProvider facts={facts} exclVat={false}>
          <SellingPoints />
        </DeliveryFactsProvider>
      </I18nextProvider>,
    )
    expect(screen.getByRole('region', { name: 'Why shop at Delikat' })).toHaveTextContent('Free delivery to a service point from 499,-')
  })
})
