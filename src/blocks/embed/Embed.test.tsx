import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { RenderComponents } from '../RenderComponents'

function renderEmbed(fields: Record<string, unknown>) {
  return renderWithProviders(<RenderComponents components={[{ Type: 'embed', Id: 'e1', Height: 480, ...fields }]} />)
}

describe('embed', () => {
  it('embeds Google Maps as a lazy, titled iframe', () => {
    renderEmbed({ Provider: 'google-maps', Value: 'Jægergårdsgade 1, 8000 Aarhus', Title: null })
    const frame = screen.getByTitle('Kort over Jægergårdsgade 1, 8000 Aarhus')
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps?q=J%C3%A6gerg%C3%A5rdsgade%201%2C%208000%20Aarhus&output=embed')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('height', '480')
  })

  it('embeds a Typeform form as a lazy, titled iframe', () => {
    renderEmbed({ Provider: 'typeform', Value: 'aBc12', Title: 'Tilmelding til vinsmagning' })
    expect(screen.getByRole('heading', { name: 'Tilmelding til vinsmagning' })).toBeInTheDocument()
    const frame = screen.getByTitle('Tilmelding til vinsmagning')
    expect(frame).toHaveAttribute('src', 'https://form.typeform.com/to/aBc12')
    expect(frame).toHaveAttribute('loading', 'lazy')
  })

  it('shows YouTube behind a play button and loads the no-cookie player on click', async () => {
    const user = userEvent.setup()
    const { container } = renderEmbed({ Provider: 'youtube', Value: 'xyz789', Title: 'Høst 2025' })
    expect(container.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Afspil video: Høst 2025' }))
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/xyz789?autoplay=1')
  })

  it('renders nothing for a provider it cannot frame safely', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { container } = renderEmbed({ Provider: 'vimeo', Value: '1' })
    expect(container.querySelector('iframe')).toBeNull()
    warn.mockRestore()
  })
})
