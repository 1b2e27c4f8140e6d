import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { ThemeProvider } from 'styled-components'
import { theme } from '@/styles/theme'
import { createTestI18n, renderWithProviders } from '@/test/render'
import { AgeSign } from './AgeSign'

describe('AgeSign', () => {
  it.each([
    [18, 'Må kun sælges til personer, der er fyldt 18 år'],
    [16, 'Må kun sælges til personer, der er fyldt 16 år'],
  ])('draws the round %s+ sign and tells screen readers who may buy', (age, text) => {
    renderWithProviders(<AgeSign age={age} />)
    const sign = screen.getByTestId('age-sign')
    const drawing = sign.querySelector('svg')!
    // The drawing is decoration: the sentence says the same to everyone who cannot see it.
    expect(drawing).toHaveAttribute('aria-hidden', 'true')
    expect(drawing.querySelector('circle')).not.toBeNull()
    expect(drawing.textContent).toBe(`${age}+`)
    expect(sign).toHaveTextContent(text)
    expect(screen.getByText(text).tagName).toBe('SPAN')
  })

  it('writes the sentence beside the sign when asked, and in English', () => {
    render(
      <I18nextProvider i18n={createTestI18n('en')}>
        <ThemeProvider theme={theme}>
          <AgeSign age={18} size="md" withText />
        </ThemeProvider>
      </I18nextProvider>,
    )
    expect(screen.getByText('May only be sold to persons aged 18 or over')).toBeVisible()
    expect(screen.getByTestId('age-sign').querySelector('svg')).toHaveAttribute('width', '48')
  })

  it.each([null, undefined, 0])('shows nothing without an age (%s)', (age) => {
    renderWithProviders(<AgeSign age={age} />)
    expect(screen.queryByTestId('age-sign')).not.toBeInTheDocument()
  })
})
