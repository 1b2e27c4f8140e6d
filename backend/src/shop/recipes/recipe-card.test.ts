import type { ProductCard } from '@delikat/contract/catalogue'
import { describe, expect, it } from 'vitest'
import { recipeProductIds, recipeUrl, relationId, toRecipeCard, toRecipeDetail, toRecipeTeaser, type RecipeDoc } from './recipe-card'

const media = (id: number, filename: string) => ({ id, filename, alt: `Billede ${id}`, width: 1200, height: 800 })

function recipe(overrides: Partial<RecipeDoc> = {}): RecipeDoc {
  return {
    id: 7,
    name: 'Risotto med svampe',
    friendlyUrlName: 'risotto-med-svampe',
    summary: '  Cremet risotto.  ',
    course: 'main',
    servings: 4,
    totalMinutes: 45,
    images: [media(1, 'risotto.png'), 99, media(2, 'risotto-2.png')],
    ingredients: [
      { amount: '300 g', text: 'risottoris', product: null },
      { amount: '', text: 'olivenolie', product: { id: 21, productNumber: 'F-2002' } },
      { amount: '1 dl', text: 'hvidvin', product: 22 },
      { amount: '1', text: '   ', product: 23 },
      { amount: '75 g', text: 'Gammel Knas', product: 404 },
    ],
    steps: [{ text: 'Steg svampene.' }, { text: '' }, { text: ' Kog risene. ' }],
    relatedProducts: [22, { id: 24 }, 22, 404],
    seo: { title: null, description: '' },
    ...overrides,
  }
}

/** Just enough of a card to tell them apart; the mapping passes cards through untouched. */
const card = (id: number) => ({ ProductId: id, Name: `Produkt ${id}` }) as unknown as ProductCard

describe('toRecipeCard', () => {
  it('maps a recipe document to the RecipeCard of the contract', () => {
    const result = toRecipeCard(recipe())
    expect(result).toMatchObject({
      RecipeId: 7,
      Name: 'Risotto med svampe',
      FriendlyUrlName: 'risotto-med-svampe',
      RelativeUrl: '/opskrifter/risotto-med-svampe/7/',
      Summary: 'Cremet risotto.',
      Course: 'main',
      Servings: 4,
      TotalMinutes: 45,
    })
    // An image that is only an id (not readable by the caller) is left out; the first real one is primary.
    expect(result.Images.map((i) => i.BaseUrl)).toEqual(['/media/risotto.png', '/media/risotto-2.png'])
    expect(result.PrimaryImage?.AltText).toBe('Billede 1')
  })

  it('answers null for what is missing or out of range rather than inventing it', () => {
    const result = toRecipeCard(recipe({ summary: ' ', course: 'brunch', servings: 0, totalMinutes: null, images: null }))
    expect(result).toMatchObject({ Summary: null, Course: null, Servings: null, TotalMinutes: null, PrimaryImage: null, Images: [] })
  })

  it('builds the storefront URL from the friendly name and id', () => {
    expect(recipeUrl('aebleskiver', 3)).toBe('/opskrifter/aebleskiver/3/')
  })
})

describe('toRecipeDetail', () => {
  it('lists ingredients with their amounts and linked product cards, skipping empty ones', () => {
    const detail = toRecipeDetail(recipe(), new Map([21, 22, 24].map((id) => [id, card(id)])))
    expect(detail.Ingredients.map((i) => [i.Amount, i.Text, i.Product?.ProductId ?? null])).toEqual([
      ['300 g', 'risottoris', null],
      [null, 'olivenolie', 21],
      ['1 dl', 'hvidvin', 22],
      // The product is gone (or hidden): the ingredient stays as text.
      ['75 g', 'Gammel Knas', null],
    ])
  })

  it('keeps the steps that have a text, in order', () => {
    expect(toRecipeDetail(recipe(), new Map()).Steps).toEqual(['Steg svampene.', 'Kog risene.'])
  })

  it('serves with the related products in the editor’s order, each once, leaving out unknown ones', () => {
    const detail = toRecipeDetail(recipe(), new Map([22, 24].map((id) => [id, card(id)])))
    expect(detail.RelatedProducts.map((p) => p.ProductId)).toEqual([22, 24])
  })

  it('falls back to the name and the summary for the SEO texts', () => {
    expect(toRecipeDetail(recipe(), new Map())).toMatchObject({ SeoPageTitle: 'Risotto med svampe', SeoMetaDescription: 'Cremet risotto.' })
    expect(toRecipeDetail(recipe({ seo: { title: 'Risotto', description: 'Den bedste.' } }), new Map())).toMatchObject({
      SeoPageTitle: 'Risotto',
      SeoMetaDescription: 'Den bedste.',
    })
  })
})

describe('recipe links', () => {
  it('collects every linked product once, ingredients first', () => {
    expect(recipeProductIds(recipe())).toEqual([21, 22, 23, 404, 24])
  })

  it('reads a relationship as an id whether it is populated or not', () => {
    expect(relationId(5)).toBe(5)
    expect(relationId({ id: 6, name: 'x' })).toBe(6)
    expect(relationId(null)).toBeNull()
    expect(relationId('7')).toBeNull()
  })
})

describe('toRecipeTeaser', () => {
  it('keeps what a recipe list shows: name, link, image, summary, time and course', () => {
    expect(toRecipeTeaser(toRecipeCard(recipe()))).toEqual({
      RecipeId: 7,
      Name: 'Risotto med svampe',
      Url: '/opskrifter/risotto-med-svampe/7/',
      Image: expect.objectContaining({ BaseUrl: '/media/risotto.png' }),
      Summary: 'Cremet risotto.',
      TotalMinutes: 45,
      Course: 'main',
    })
  })
})
