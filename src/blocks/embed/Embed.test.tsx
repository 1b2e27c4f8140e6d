import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EVERYTHING_ALLOWED, NOTHING_ALLOWED, type ConsentCategories } from '@/features/consent/categories'
import { ConsentContext } from '@/features/consent/consent-context'
import { renderWithProviders } from '@/test/render'
import { RenderComponents } from '../RenderComponents'

const choose = vi.fn()

function renderEmbed(fields: Record<string, unknown>, categories: ConsentCategories = EVERYTHING_ALLOWED) {
  return renderWithProviders(
    <ConsentContext.Provider value={{ categories, decided: true, ready: true, choose, openSettings: vi.fn() }}>
      <RenderComponents components={[{ Type: 'embed', Id: 'e1', Height: 480, ...fields }]} />
    </ConsentContext.Provider>,
  )
}

describe('embed', () => {
  it('shows a placeholder instead of Google Maps until the visitor asks, then the map (docs/consent.md)', async () => {
    const user = userEvent.setup()
    const { container } = renderEmbed({ Provider: 'google-maps', Value: 'Jægergårdsgade 1, 8000 Aarhus', Title: null }, NOTHING_ALLOWED)
    expect(container.querySelector('iframe')).toBeNull()
    const placeholder = screen.getByRole('group', { name: 'Kort over Jægergårdsgade 1, 8000 Aarhus' })
    expect(placeholder).toHaveTextContent('Google Maps')
    expect(placeholder).toHaveStyle({ minHeight: '480px' })
    await user.click(screen.getByRole('button', { name: 'Tillad altid funktionelle cookies' }))
    expect(choose).toHaveBeenCalledWith({ ...NOTHING_ALLOWED, functional: true }, 'Custom')
    await user.click(screen.getByRole('button', { name: 'Vis kortet' }))
    expect(screen.getByTitle('Kort over Jægergårdsgade 1, 8000 Aarhus')).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=J%C3%A6gerg%C3%A5rdsgade%201%2C%208000%20Aarhus&output=embed',
    )
  })

  it('shows a Typeform form only after a click when functional cookies are not allowed', async () => {
    const user = userEvent.setup()
    const { container } = renderEmbed({ Provider: 'typeform', Value: 'aBc12', Title: 'Tilmelding' }, NOTHING_ALLOWED)
    expect(container.querySelector('iframe')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Vis formularen' }))
    expect(screen.getByTitle('Tilmelding')).toHaveAttribute('src', 'https://form.typeform.com/to/aBc12')
  })

  it('embeds Google Maps as a lazy, titled iframe once functional cookies are allowed', () => {
    renderEmbed({ Provider: 'google-maps', Value: 'Jægergårdsgade 1, 8000 Aarhus', Title: null })
    const frame = screen.getByTitle('Kort over Jægergårdsgade 1, 8000 Aarhus')
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps?q=J%C3%A6gerg%C3%A5rdsgade%201%2C%208000%20Aarhus&output=embed')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('height', '480')
  })

  it('embeds a Typeform form as a lazy, titled iframe once functional cookies are allowed', () => {
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
