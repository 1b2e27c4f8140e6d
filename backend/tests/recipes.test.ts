/**
 * Recipes through the shop API (docs/product.md §7 recipe/{id}, recipe/byids, recipe/search; §9 pages of 10 from page 1)
 * and the content service's recipe lists, against a real database with the demo recipes seeded.
 */
import { randomInt } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { enrichComponents } from '../src/content/components/map'
import type { Component, Node, RecipeListComponent } from '@delikat/contract/components'
import { node } from '../src/content/nodes'
import { sitemap } from '../src/content/search'
import type { Culture } from '../src/shop/constants'
import { DEMO_RECIPES } from '../src/seed/recipes'
import { api } from './helpers'
import { seededPayload, SEED_TIMEOUT_MS } from './seeded'

// The demo content, seeded within a hook's budget (backend/tests/seeded.ts).
beforeAll(seededPayload, SEED_TIMEOUT_MS)

/** A made-up word no other recipe contains, so a test sees only its own recipes. */
function word(): string {
  return Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('')
}

type Card = { RecipeId: number; Name: string; Course: string | null }
const idsOf = (body: { Recipes: Card[] }) => body.Recipes.map((r) => r.RecipeId)

async function search(body: Record<string, unknown>, query = '') {
  const res = await api('POST', `/recipe/search/${query}`, body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { Recipes: Card[]; TotalRecipeCount: number }
}

interface NewRecipe {
  name: string
  summary?: string
  course?: 'starter' | 'main' | 'dessert' | 'side' | 'snack' | 'drink'
  ingredients?: Array<{ amount?: string; text: string; product?: number }>
  steps?: string[]
}

/** A recipe of its own for one test, in Danish. */
async function createRecipe(recipe: NewRecipe) {
  const payload = await seededPayload()
  return payload.create({
    collection: 'recipes',
    locale: 'da',
    depth: 0,
    data: {
      name: recipe.name,
      friendlyUrlName: '',
      summary: recipe.summary ?? null,
      course: recipe.course ?? 'main',
      servings: 4,
      totalMinutes: 30,
      ingredients: recipe.ingredients ?? [],
      steps: (recipe.steps ?? []).map((text) => ({ text })),
    },
  })
}

async function seededRecipeId(friendlyUrlName: string): Promise<number> {
  const payload = await seededPayload()
  const found = await payload.find({ collection: 'recipes', where: { friendlyUrlName: { equals: friendlyUrlName } }, depth: 0, limit: 1 })
  expect(found.docs, friendlyUrlName).toHaveLength(1)
  return found.docs[0]!.id
}

async function served(url: string, culture: Culture = 'da'): Promise<Node> {
  const payload = await seededPayload()
  const found = await node(payload, url, culture)
  expect(found, url).not.toBeNull()
  await enrichComponents(payload, found!.Components, { culture })
  return found!
}

const recipeLists = (page: Node) => page.Components.filter((c: Component): c is RecipeListComponent => c.Type === 'recipeList')

beforeAll(async () => {
  await seededPayload()
}, 180_000)

describe('the demo recipes', () => {
  it('are seeded with a picture, and the recipes page lists the newest and the desserts', async () => {
    const all = await search({ PageSize: 48 })
    expect(all.TotalRecipeCount).toBeGreaterThanOrEqual(DEMO_RECIPES.length)
    const page = await served('/opskrifter/')
    const [newest, desserts] = recipeLists(page)
    expect(newest?.Title).toBe('Nyeste opskrifter')
    // The list the editor left empty is the newest 12, in the same order as a search without a query.
    expect(newest?.Recipes.map((r) => r.RecipeId)).toEqual(idsOf(all).slice(0, 12))
    expect(newest?.Recipes[0]).toMatchObject({
      Url: expect.stringMatching(/^\/opskrifter\/[a-z0-9-]+\/\d+\/$/),
      Image: expect.objectContaining({ BaseUrl: expect.stringMatching(/^\/media\/opskrift-.+\.png$/) }),
      TotalMinutes: expect.any(Number),
    })
    expect(desserts?.Title).toBe('Desserter')
    expect(desserts?.Recipes).toHaveLength(6)
    expect(desserts?.Recipes.every((r) => r.Course === 'dessert')).toBe(true)
  })

  it('serves the recipes page in English too', async () => {
    const [newest] = recipeLists(await served('/opskrifter/', 'en'))
    expect(newest?.Title).toBe('Newest recipes')
    expect(newest?.Recipes.map((r) => r.Name)).toContain('Mushroom risotto')
  })

  it('are in the sitemap', async () => {
    const id = await seededRecipeId('aebleskiver')
    const { Urls } = await sitemap(await seededPayload())
    expect(Urls.map((u) => u.Url)).toContain(`/opskrifter/aebleskiver/${id}/`)
  })
})

describe('GET recipe/{id}', () => {
  it('answers the recipe with ingredients linked to product cards, steps and what to serve with it', async () => {
    const id = await seededRecipeId('risotto-med-svampe')
    const { status, body } = await api('GET', `/recipe/${id}/`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      RecipeId: id,
      Name: 'Risotto med svampe',
      FriendlyUrlName: 'risotto-med-svampe',
      RelativeUrl: `/opskrifter/risotto-med-svampe/${id}/`,
      Course: 'main',
      Servings: 4,
      TotalMinutes: 45,
      SeoPageTitle: 'Risotto med svampe',
      SeoMetaDescription: expect.stringContaining('Cremet risotto'),
      PrimaryImage: expect.objectContaining({ AltText: 'Risotto med svampe' }),
    })
    expect(body.Ingredients).toHaveLength(10)
    const cheese = body.Ingredients.find((i: { Text: string }) => i.Text === 'Gammel Knas, revet')
    expect(cheese).toMatchObject({
      Amount: '75 g',
      Product: { ProductNumber: 'F-2001', Name: 'Gammel Knas, 250 g', ShowAddToBasket: true },
    })
    expect(cheese.Product.Pricing.CurrentPrice.Amount).toBeGreaterThan(0)
    const salt = body.Ingredients.at(-1)
    expect(salt).toEqual({ Amount: null, Text: 'frisk timian, salt og peber', Product: null })
    expect(body.Steps).toHaveLength(5)
    expect(body.Steps[0]).toMatch(/^Rens svampene/)
    expect(body.RelatedProducts.map((p: { ProductNumber: string }) => p.ProductNumber)).toEqual(['V-1002', 'V-1001'])
  })

  it('answers in English with ?culture=en, on the same ingredients', async () => {
    const id = await seededRecipeId('risotto-med-svampe')
    const { body } = await api('GET', `/recipe/${id}/?culture=en`)
    expect(body.Name).toBe('Mushroom risotto')
    expect(body.Ingredients[7]).toMatchObject({
      Amount: '75 g',
      Text: 'Gammel Knas, grated',
      Product: { Name: 'Gammel Knas aged cheese, 250 g' },
    })
    expect(body.Steps[0]).toMatch(/^Clean the mushrooms/)
  })

  it('answers 404 RecipeNotFound for an unknown recipe and 400 for a malformed id', async () => {
    const missing = await api('GET', '/recipe/987654321/')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ ErrorCode: 'RecipeNotFound', Message: 'Opskriften findes ikke.' })
    const english = await api('GET', '/recipe/987654321/?culture=en')
    expect(english.body.Message).toBe('The recipe does not exist.')
    expect((await api('GET', '/recipe/abc/')).status).toBe(400)
    expect((await api('GET', '/recipe/0/')).status).toBe(400)
  })
})

describe('POST recipe/byids', () => {
  it('answers cards in the order asked, leaving out unknown ids and repeats', async () => {
    const a = await createRecipe({ name: `Byids A ${word()}` })
    const b = await createRecipe({ name: `Byids B ${word()}` })
    const { status, body } = await api('POST', '/recipe/byids/', { RecipeIds: [b.id, 987654321, a.id, b.id] })
    expect(status).toBe(200)
    expect(idsOf(body)).toEqual([b.id, a.id])
    expect(body.Recipes[0]).toEqual({
      RecipeId: b.id,
      Name: b.name,
      FriendlyUrlName: b.friendlyUrlName,
      RelativeUrl: `/opskrifter/${b.friendlyUrlName}/${b.id}/`,
      Summary: null,
      PrimaryImage: null,
      Images: [],
      Course: 'main',
      Servings: 4,
      TotalMinutes: 30,
    })
  })

  it('answers 400 for a bad body', async () => {
    for (const body of [
      {},
      { RecipeIds: ['1'] },
      { RecipeIds: [0] },
      { RecipeIds: Array.from({ length: 201 }, (_, i) => i + 1) },
      '{nope',
    ]) {
      const res = await api('POST', '/recipe/byids/', body)
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(res.body.ErrorCode).toMatch(/ValidationError|InvalidJson/)
    }
  })
})

describe('POST recipe/search', () => {
  it('without a query lists the newest first, in pages of 10 from page 1 (docs/product.md §9)', async () => {
    const newest = await createRecipe({ name: `Nyeste ${word()}` })
    const first = await search({})
    expect(first.Recipes).toHaveLength(10)
    expect(first.Recipes[0]?.RecipeId).toBe(newest.id)
    const second = await search({ PageNumber: 2 })
    expect(second.TotalRecipeCount).toBe(first.TotalRecipeCount)
    expect(second.Recipes).toHaveLength(10)
    expect(idsOf(second).filter((id) => idsOf(first).includes(id))).toEqual([])
    const pages = Math.ceil(first.TotalRecipeCount / 10)
    expect((await search({ PageNumber: pages + 1 })).Recipes).toEqual([])
  })

  it('stems Danish: "svampene" finds "Risotto med svampe"', async () => {
    const found = await search({ Query: 'svampene' })
    expect(found.Recipes.map((r) => r.Name)).toContain('Risotto med svampe')
  })

  it('tolerates a typo in the name: "risoto" finds the risotto first', async () => {
    const found = await search({ Query: 'risoto' })
    expect(found.Recipes[0]?.Name).toBe('Risotto med svampe')
  })

  it('folds accents both ways: "creme brulee" and "CRÈME BRÛLÉE" find Crème brûlée', async () => {
    expect((await search({ Query: 'creme brulee' })).Recipes[0]?.Name).toBe('Crème brûlée')
    expect((await search({ Query: 'CRÈME BRÛLÉE' })).Recipes[0]?.Name).toBe('Crème brûlée')
    const tag = word()
    const plain = await createRecipe({ name: `Sauce bearnaise ${tag}` })
    expect(idsOf(await search({ Query: `béarnaise ${tag}` }))).toEqual([plain.id])
  })

  it('matches word prefixes while the visitor types', async () => {
    expect((await search({ Query: 'andeb' })).Recipes.map((r) => r.Name)).toContain('Andebryst med kirsebærsauce')
    const tag = word()
    const own = await createRecipe({ name: `${tag}gryde` })
    expect(idsOf(await search({ Query: tag.slice(0, 6) }))).toContain(own.id)
  })

  it('needs every word somewhere in the recipe: name, summary, ingredients or steps', async () => {
    const tag = word()
    const both = await createRecipe({ name: `Suppe ${tag}`, ingredients: [{ amount: '2', text: 'porrer' }] })
    // Leeks but not the other word, and a name nothing like the query (which a typo could explain): not found.
    await createRecipe({ name: `Gryde ${word()}`, ingredients: [{ amount: '2', text: 'porrer' }], steps: ['Skyl porrerne.'] })
    expect(idsOf(await search({ Query: `${tag} porre` }))).toEqual([both.id])
  })

  it('ranks a hit in the name above the summary above the ingredients above the steps', async () => {
    const tag = word()
    const inStep = await createRecipe({ name: `Ret D ${word()}`, steps: [`Kom ${tag} i gryden, og lad det simre.`] })
    const inIngredient = await createRecipe({ name: `Ret C ${word()}`, ingredients: [{ amount: '200 g', text: `${tag} i tern` }] })
    const inSummary = await createRecipe({ name: `Ret B ${word()}`, summary: `En ret med ${tag} og kartofler.` })
    const inName = await createRecipe({ name: `Ret A ${tag}` })
    expect(idsOf(await search({ Query: tag }))).toEqual([inName.id, inSummary.id, inIngredient.id, inStep.id])
  })

  it('searches the English texts with culture en and falls back to the Danish ones', async () => {
    const payload = await seededPayload()
    const tag = word()
    const recipe = await createRecipe({ name: `Andesteg ${tag}` })
    await payload.update({ collection: 'recipes', id: recipe.id, locale: 'en', data: { name: `Roast duck ${tag}` } })
    const english = await search({ Query: `roast duck ${tag}` }, '?culture=en')
    expect(english.Recipes.map((r) => [r.RecipeId, r.Name])).toEqual([[recipe.id, `Roast duck ${tag}`]])
    expect(idsOf(await search({ Query: `andesteg ${tag}` }, '?culture=en'))).toEqual([recipe.id])
    // The seeded recipes are translated: "duck" finds the duck breast in English.
    expect((await search({ Query: 'duck' }, '?culture=en')).Recipes.map((r) => r.Name)).toContain('Duck breast with cherry sauce')
  })

  it('finds nothing when no recipe matches', async () => {
    expect(await search({ Query: word() + word() })).toEqual({ Recipes: [], TotalRecipeCount: 0 })
  })

  it('answers 400 with field errors for bad bodies', async () => {
    for (const body of [{ PageNumber: 0 }, { PageSize: 49 }, { PageSize: 0 }, { Query: 12 }, { PageNumber: '2' }]) {
      const res = await api('POST', '/recipe/search/', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toMatchObject({ ErrorCode: 'ValidationError', Errors: expect.any(Object) })
    }
    expect((await api('POST', '/recipe/search/', '{nope')).status).toBe(400)
  })
})

describe('recipe lists on content pages', () => {
  async function pageWith(components: Array<Record<string, unknown>>) {
    const payload = await seededPayload()
    const url = `/test-opskrifter-${word()}/`
    await payload.create({
      collection: 'pages',
      locale: 'da',
      data: { title: 'Opskrifter', url, contentType: 'ContentPage', _status: 'published', components: components as never },
    })
    return served(url)
  }

  it('shows the picked recipes in the editor’s order', async () => {
    const a = await createRecipe({ name: `Valgt A ${word()}`, summary: 'Den første.' })
    const b = await createRecipe({ name: `Valgt B ${word()}` })
    const [list] = recipeLists(await pageWith([{ blockType: 'recipeList', title: 'Udvalgte', recipes: [b.id, a.id], limit: 1 }]))
    expect(list?.Title).toBe('Udvalgte')
    expect(list?.Recipes.map((r) => r.RecipeId)).toEqual([b.id, a.id])
    expect(list?.Recipes[1]).toEqual({
      RecipeId: a.id,
      Name: a.name,
      Url: `/opskrifter/${a.friendlyUrlName}/${a.id}/`,
      Image: null,
      Summary: 'Den første.',
      TotalMinutes: 30,
      Course: 'main',
    })
  })

  it('without picks shows the newest of the course, as many as the limit', async () => {
    const drink = await createRecipe({ name: `Drik ${word()}`, course: 'drink' })
    await createRecipe({ name: `Ikke en drik ${word()}`, course: 'main' })
    const [drinks, newest] = recipeLists(
      await pageWith([
        { blockType: 'recipeList', title: 'Drikke', course: 'drink', limit: 2 },
        { blockType: 'recipeList', title: 'Nyeste', limit: 3 },
      ]),
    )
    expect(drinks?.Recipes).toHaveLength(2)
    expect(drinks?.Recipes[0]?.RecipeId).toBe(drink.id)
    expect(drinks?.Recipes.every((r) => r.Course === 'drink')).toBe(true)
    expect(newest?.Recipes).toHaveLength(3)
    expect(newest?.Recipes.map((r) => r.RecipeId)).toEqual(idsOf(await search({})).slice(0, 3))
  })
})
