import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { YouTubeEmbed } from './YouTubeEmbed'

const thumbnail = { Name: 'vingaard.jpg', AltText: 'Vingården i Provence', BaseUrl: '/media/vingaard.jpg' }

describe('YouTubeEmbed', () => {
  it('shows the CMS thumbnail and a labelled play button, and no player before a click', () => {
    const { container } = renderWithProviders(<YouTubeEmbed videoId="abc123" title="Besøg på vingården" thumbnail={thumbnail} />)
    expect(screen.getByRole('img', { name: 'Vingården i Provence' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/media\/vingaard\.jpg\?/),
    )
    expect(screen.getByRole('button', { name: 'Afspil video: Besøg på vingården' })).toBeInTheDocument()
    expect(container.querySelector('iframe')).toBeNull()
    // Nothing is fetched from YouTube before the click, not even its thumbnails.
    expect(container.innerHTML).not.toMatch(/youtube\.com|ytimg/)
  })

  it('draws a placeholder when there is no thumbnail', () => {
    const { container } = renderWithProviders(<YouTubeEmbed videoId="abc123" title={null} thumbnail={null} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('button', { name: 'Afspil video: Video fra YouTube' })).toBeInTheDocument()
  })

  it('adds the no-cookie player, autoplaying, only after the click', async () => {
    const user = userEvent.setup()
    renderWithProviders(<YouTubeEmbed videoId="abc123" title="Besøg på vingården" thumbnail={null} />)
    await user.click(screen.getByRole('button', { name: /Afspil video/ }))
    const player = screen.getByTitle('Besøg på vingården')
    expect(player.tagName).toBe('IFRAME')
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1')
    expect(player).toHaveFocus()
    expect(screen.queryByRole('button', { name: /Afspil video/ })).not.toBeInTheDocument()
  })
})
