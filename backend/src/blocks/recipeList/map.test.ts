import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { enrichComponents, toComponent } from '../../content/components/map'
import type { RecipeListComponent } from '@delikat/contract/components'

const recipeDoc = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  friendlyUrlName: name.toLowerCase().replace(/\s+/g, '-'),
  summary: `${name} er godt.`,
  course: 'main',
  totalMinutes: 30,
  images: [{ id: 100 + id, filename: `${id}.png` }],
  ...extra,
})

/** A Payload whose find answers the given recipes and remembers what it was asked. */
function fakePayload(docs: unknown[]) {
  const find = vi.fn(async () => ({ docs, totalDocs: docs.length }))
  return { payload: { find } as unknown as Payload, find }
}

describe('recipeList component', () => {
  it('keeps the picked recipes in the editor’s order as teasers, leaving out any it cannot read', async () => {
    const block = {
      blockType: 'recipeList',
      id: 'b1',
      title: 'Udvalgte',
      recipes: [recipeDoc(2, 'Tarte tatin', { course: 'dessert' }), 99, recipeDoc(1, 'Risotto')],
      limit: 1,
    }
    const component = toComponent(block, { culture: 'da' }) as RecipeListComponent
    const { payload, find } = fakePayload([])
    await enrichComponents(payload, [component], { culture: 'da' })
    expect(find).not.toHaveBeenCalled()
    expect(component.Title).toBe('Udvalgte')
    expect(component.Recipes).toEqual([
      {
        RecipeId: 2,
        Name: 'Tarte tatin',
        Url: '/opskrifter/tarte-tatin/2/',
        Image: expect.objectContaining({ BaseUrl: '/media/2.png' }),
        Summary: 'Tarte tatin er godt.',
        TotalMinutes: 30,
        Course: 'dessert',
      },
      expect.objectContaining({ RecipeId: 1, Url: '/opskrifter/risotto/1/' }),
    ])
  })

  it('without picks asks for the newest of the course, as many as the limit, in the culture', async () => {
    const component = toComponent(
      { blockType: 'recipeList', id: 'b2', course: 'dessert', limit: 3 },
      { culture: 'en' },
    ) as RecipeListComponent
    expect(component.Recipes).toEqual([])
    const { payload, find } = fakePayload([recipeDoc(5, 'Crème brûlée', { course: 'dessert' })])
    await enrichComponents(payload, [component], { culture: 'en' })
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'recipes',
        where: { course: { equals: 'dessert' } },
        sort: ['-createdAt', '-id'],
        limit: 3,
        locale: 'en',
        overrideAccess: false,
      }),
    )
    expect(component.Recipes.map((r) => r.Name)).toEqual(['Crème brûlée'])
  })

  it('lists every course when none or an unknown one is set, and keeps the limit within 1–12 (default 6)', async () => {
    for (const [block, limit] of [
      [{ course: null, limit: null }, 6],
      [{ course: 'brunch', limit: 50 }, 12],
    ] as const) {
      const component = toComponent({ blockType: 'recipeList', id: 'b3', ...block }, { culture: 'da' }) as RecipeListComponent
      const { payload, find } = fakePayload([])
      await enrichComponents(payload, [component], { culture: 'da' })
      expect(find).toHaveBeenCalledWith(expect.objectContaining({ where: {}, limit }))
    }
  })
})
