import { screen, within } from '@testing-library/react'
import { MASONRY_COLUMNS } from '@/config/constants'
import { renderWithProviders } from '@/test/render'
import { Masonry, masonryColumnsAt } from './Masonry'

describe('Masonry', () => {
  it('has one column below 768 px and changes at 768, 1024, 1280 and 1440 px', () => {
    expect(masonryColumnsAt(360)).toBe(1)
    expect(masonryColumnsAt(767)).toBe(1)
    expect(masonryColumnsAt(768)).toBe(MASONRY_COLUMNS.tablet)
    expect(masonryColumnsAt(1023)).toBe(MASONRY_COLUMNS.tablet)
    expect(masonryColumnsAt(1024)).toBe(MASONRY_COLUMNS.laptop)
    expect(masonryColumnsAt(1280)).toBe(MASONRY_COLUMNS.desktop)
    expect(masonryColumnsAt(1440)).toBe(MASONRY_COLUMNS.wide)
    const counts = [360, 768, 1024, 1280, 1440].map((width) => masonryColumnsAt(width))
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
    expect(new Set(counts).size).toBe(5)
  })

  it('keeps one column on mobile even when other counts are given', () => {
    expect(masonryColumnsAt(500, { ...MASONRY_COLUMNS, tablet: 3 })).toBe(1)
  })

  it('renders its items as a list in DOM order', () => {
    renderWithProviders(
      <Masonry as="ul" aria-label="Galleri">
        <span>Et</span>
        <span>To</span>
        <span>Tre</span>
      </Masonry>,
    )
    const items = within(screen.getByRole('list', { name: 'Galleri' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Et', 'To', 'Tre'])
  })
})
