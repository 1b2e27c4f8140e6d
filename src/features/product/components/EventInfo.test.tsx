// A tasting's when, where and seats in English: the card's line, the page's list and the seats.
import { render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import type { ProductEvent } from '@/lib/schemas'
import { theme } from '@/styles/theme'
import { createTestI18n } from '@/test/render'
import { EventDetails, EventLine } from './EventInfo'
import { StockStatus } from './StockStatus'

const event = (over: Partial<ProductEvent> = {}): ProductEvent => ({
  StartsAt: '2026-12-10T18:00:00.000Z',
  DurationMinutes: 150,
  Place: 'Delikat Copenhagen, Landemærket 10',
  SeatsLeft: 12,
  HasPassed: false,
  ...over,
})

function renderInEnglish(ui: React.ReactNode) {
  return render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  )
}

describe('a tasting in English', () => {
  it('says day, time and place on the card and on the page', () => {
    renderInEnglish(
      <>
        <EventLine event={event()} />
        <EventDetails event={event({ DurationMinutes: 45 })} />
      </>,
    )
    expect(screen.getByTestId('card-event')).toHaveTextContent(/^Thu 10 Dec, 19:00\s·\sDelikat Copenhagen, Landemærket 10$/)
    const rows = within(screen.getByTestId('event-details'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(rows).toEqual([
      ['Date', 'Thursday, 10 December 2026'],
      ['Time', '19:00–19:45'],
      ['Place', 'Delikat Copenhagen, Landemærket 10'],
      ['Duration', '45 min'],
    ])
    expect(screen.getByRole('heading', { name: 'When and where' })).toBeInTheDocument()
  })

  it('shows only what is known: a place without a date, or nothing at all', () => {
    renderInEnglish(
      <>
        <EventLine event={event({ StartsAt: null })} />
        <EventDetails event={event({ StartsAt: null, Place: null, DurationMinutes: null })} />
      </>,
    )
    expect(screen.getByTestId('card-event')).toHaveTextContent(/^Delikat Copenhagen, Landemærket 10$/)
    expect(screen.queryByTestId('event-details')).not.toBeInTheDocument()
  })

  it('counts seats, not stock', () => {
    const stock = { State: 'InStock', Text: 'In stock' }
    renderInEnglish(
      <>
        <StockStatus stock={stock} event={event()} />
        <StockStatus stock={stock} event={event({ SeatsLeft: 1 })} />
        <StockStatus stock={{ State: 'OutOfStock', Text: 'Sold out' }} event={event({ SeatsLeft: 0 })} />
        <StockStatus stock={stock} event={event({ HasPassed: true })} />
        <StockStatus stock={stock} />
      </>,
    )
    expect(screen.getAllByText(/./).map((p) => p.textContent)).toEqual([
      '12 seats left',
      '1 seat left',
      'Sold out',
      'The event has taken place',
      'In stock',
    ])
  })
})
