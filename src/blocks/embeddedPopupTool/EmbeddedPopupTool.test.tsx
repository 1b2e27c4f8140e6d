import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EVERYTHING_ALLOWED, type ConsentCategories } from '@/features/consent/categories'
import { ConsentContext } from '@/features/consent/consent-context'
import { renderWithProviders } from '@/test/render'
import { RenderComponents } from '../RenderComponents'

const POPUP_TOOL = {
  scripts: [{ name: 'popupTool', category: 'marketing', url: 'https://popup.example/s.js', origins: ['https://popup.example'] }],
}

function renderPopupTool(categories: ConsentCategories) {
  return renderWithProviders(
    <ConsentContext.Provider value={{ categories, decided: true, ready: true, choose: vi.fn(), openSettings: vi.fn() }}>
      <RenderComponents components={[{ Type: 'embeddedPopupTool', Id: 'p1', ToolId: 'campaign-42' }]} />
    </ConsentContext.Provider>,
  )
}

afterEach(() => vi.unstubAllEnvs())

describe('embeddedPopupTool (docs/consent.md)', () => {
  it('marks the place of the campaign once the tool is configured and marketing is allowed', () => {
    vi.stubEnv('DELIKAT_THIRD_PARTY', JSON.stringify(POPUP_TOOL))
    renderPopupTool(EVERYTHING_ALLOWED)
    expect(screen.getByTestId('popup-tool-anchor')).toHaveAttribute('data-popup-tool-id', 'campaign-42')
  })

  it('renders nothing without marketing consent, or without a configured tool', () => {
    vi.stubEnv('DELIKAT_THIRD_PARTY', JSON.stringify(POPUP_TOOL))
    const { unmount } = renderPopupTool({ ...EVERYTHING_ALLOWED, marketing: false })
    expect(screen.queryByTestId('popup-tool-anchor')).toBeNull()
    unmount()
    vi.unstubAllEnvs()
    renderPopupTool(EVERYTHING_ALLOWED)
    expect(screen.queryByTestId('popup-tool-anchor')).toBeNull()
  })
})
