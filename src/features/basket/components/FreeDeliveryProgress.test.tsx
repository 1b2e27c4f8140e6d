// The free-delivery figure of the basket answer (docs/adr/0038) in words and as a progress bar.
import { screen } from '@testing-library/react'
import { basket, money } from '@/test/fixtures'
import { renderWithProviders } from '@/test/render'
import type { Basket } from '../api/schemas'
import { FreeDeliveryProgress } from './FreeDeliveryProgress'

const withFigure = (FreeDelivery: Basket['FreeDelivery'], over: Partial<Basket> = {}): Basket => ({
  ...basket('b-1', 2),
  FreeDelivery,
  ...over,
})

describe('FreeDeliveryProgress', () => {
  it('says how much is left, with a progress bar in kroner', () => {
    renderWithProviders(
      <FreeDeliveryProgress
        basket={withFigure({
          MethodType: 'PostNord',
          Chosen: false,
          Threshold: money(49900, '499,-'),
          Remaining: money(15100, '151,-'),
          Reached: false,
        })}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Du mangler 151,- for fri fragt')
    const bar = screen.getByRole('progressbar', { name: 'På vej mod fri fragt' })
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '499')
    expect(bar).toHaveAttribute('aria-valuenow', '348')
    expect(bar).toHaveAttribute('aria-valuetext', 'Du mangler 151,- for fri fragt')
    expect(screen.getByText('Gælder levering til pakkeshop.')).toBeInTheDocument()
  })

  it("speaks a business customer's terms, and names the method chosen at checkout", () => {
    renderWithProviders(
      <FreeDeliveryProgress
        basket={withFigure(
          {
            MethodType: 'DeliveryAddress',
            Chosen: true,
            Threshold: money(63920, '639,20'),
            Remaining: money(12880, '128,80'),
            Reached: false,
          },
          { IsB2B: true },
        )}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Du mangler 128,80 ekskl. moms for fri fragt')
    expect(screen.getByText('Med den valgte levering til døren.')).toBeInTheDocument()
  })

  it('says when free delivery is reached, the bar full', () => {
    renderWithProviders(
      <FreeDeliveryProgress
        basket={withFigure({
          MethodType: 'PostNord',
          Chosen: false,
          Threshold: money(49900, '499,-'),
          Remaining: money(0, '0,-'),
          Reached: true,
        })}
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('Du har fri fragt')
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '499')
  })

  it('shows nothing without a figure', () => {
    renderWithProviders(<FreeDeliveryProgress basket={withFigure(null)} />)
    expect(screen.queryByTestId('free-delivery')).toBeNull()
  })
})
