import { screen, within } from '@testing-library/react'
import { createTestI18n, renderWithProviders } from '@/test/render'
import { I18nextProvider } from 'react-i18next'
import { RenderComponents } from '../RenderComponents'

const image = { Name: 'risotto.png', AltText: 'Risotto på en tallerken', BaseUrl: '/media/risotto.png' }

const teaser = (overrides: Record<string, unknown> = {}) => ({
  RecipeId: 7,
  Name: 'Risotto med svampe',
  Url: '/opskrifter/risotto-med-svampe/7/',
  Image: image,
  Summary: 'Cremet risotto.',
  TotalMinutes: 45,
  Course: 'main',
  ...overrides,
})

function renderList(recipes: unknown[], title: string | null = 'Nyeste opskrifter', locale: 'da' | 'en' = 'da') {
  return renderWithProviders(
    <I18nextProvider i18n={createTestI18n(locale)}>
      <RenderComponents components={[{ Type: 'recipeList', Id: 'r1', Title: title, Recipes: recipes }]} />
    </I18nextProvider>,
  )
}

describe('recipeList', () => {
  it('shows a card per recipe: picture, name linking to the recipe, course and time', () => {
    const { container } = renderList([
      teaser(),
      teaser({ RecipeId: 8, Name: 'Tarte tatin', Url: '/opskrifter/tarte-tatin/8/', Course: 'dessert', TotalMinutes: 75 }),
    ])
    const region = screen.getByRole('region', { name: 'Nyeste opskrifter' })
    const cards = within(region).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByRole('link', { name: 'Risotto med svampe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/opskrifter\/risotto-med-svampe\/7\/?$/),
    )
    expect(cards[0]).toHaveTextContent('Hovedret · 45 min.')
    expect(cards[1]).toHaveTextContent('Dessert · 1 t. 15 min.')
    const img = container.querySelector('img')
    expect(img).toHaveAttribute('src', expect.stringContaining('/media/risotto.png'))
    // The title names the link; the picture repeats it.
    expect(img).toHaveAttribute('alt', '')
  })

  it('speaks English in the en culture', () => {
    renderList([teaser({ Name: 'Mushroom risotto' })], 'Recipes', 'en')
    expect(screen.getByRole('listitem')).toHaveTextContent('Main course · 45 min')
  })

  it('leaves out what a recipe does not tell, and still renders one that sends an unknown course', () => {
    renderList([teaser({ TotalMinutes: null, Course: 'brunch' })])
    const card = screen.getByRole('listitem')
    expect(within(card).getByRole('link', { name: 'Risotto med svampe' })).toBeInTheDocument()
    expect(card).not.toHaveTextContent('·')
    expect(card).not.toHaveTextContent('min')
  })

  it('says so when there are no recipes, under the default title when the editor gave none', () => {
    renderList([], null)
    expect(screen.getByRole('region', { name: 'Opskrifter' })).toHaveTextContent('Der er ingen opskrifter her endnu.')
  })
})
