import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import type { SearchFilter } from '../api/search-products'
import { EMPTY_SEARCH_STATE } from '../searchState'
import { FOLDED_OPTION_COUNT } from '../foldedOptions'
import { FilterPanel } from './FilterPanel'

/** 12 producers, A to L; the later ones have more products. */
const producers: SearchFilter = {
  Key: 'producer',
  Label: 'Producent',
  FilterType: 'MultiSelect',
  Options: Array.from({ length: 12 }, (_, index) => ({
    Value: `Producent ${String.fromCharCode(65 + index)}`,
    Label: `Producent ${String.fromCharCode(65 + index)}`,
    Count: index + 1,
    Selected: false,
  })),
}

describe('FilterPanel: long option lists', () => {
  it('shows the most common options and the chosen ones, in order, until "Vis alle" opens the rest', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderWithProviders(
      <FilterPanel
        filters={[producers]}
        state={{ ...EMPTY_SEARCH_STATE, multiSelect: { producer: ['Producent A'] } }}
        onChange={onChange}
      />,
    )
    const group = screen.getByRole('group', { name: 'Producent' })
    const names = () =>
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value'))
    // The 8 with most products (E to L) and the chosen A, in the list's own order.
    expect(names()).toEqual(['Producent A', ...'EFGHIJKL'.split('').map((letter) => `Producent ${letter}`)])
    expect(FOLDED_OPTION_COUNT).toBe(8)

    const more = within(group).getByRole('button', { name: 'Vis alle (12)' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    expect(names()).toHaveLength(12)
    expect(within(group).getByRole('button', { name: 'Vis færre' })).toHaveAttribute('aria-expanded', 'true')

    await user.click(within(group).getByRole('checkbox', { name: 'Producent B (2)' }))
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ multiSelect: { producer: ['Producent A', 'Producent B'] }, pages: 1 }))
  })

  it('asks for the other options when only the folded ones came with the page, and only then', async () => {
    const user = userEvent.setup()
    const onWantAllOptions = vi.fn()
    const folded: SearchFilter = { ...producers, Options: producers.Options!.slice(4), OptionTotal: 12 }
    const { rerender } = renderWithProviders(
      <FilterPanel filters={[folded]} state={EMPTY_SEARCH_STATE} onChange={vi.fn()} onWantAllOptions={onWantAllOptions} />,
    )
    const group = screen.getByRole('group', { name: 'Producent' })
    await user.click(within(group).getByRole('button', { name: 'Vis alle (12)' }))
    expect(onWantAllOptions).toHaveBeenCalledTimes(1)

    // The whole list arrives: it shows open, and folding and opening it again fetches nothing more.
    rerender(<FilterPanel filters={[producers]} state={EMPTY_SEARCH_STATE} onChange={vi.fn()} onWantAllOptions={onWantAllOptions} />)
    expect(within(group).getAllByRole('checkbox')).toHaveLength(12)
    await user.click(within(group).getByRole('button', { name: 'Vis færre' }))
    await user.click(within(group).getByRole('button', { name: 'Vis alle (12)' }))
    expect(onWantAllOptions).toHaveBeenCalledTimes(1)
  })
})
