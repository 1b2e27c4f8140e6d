import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { RECIPE_COURSES } from '../collections/Recipes'
import { slugify } from '../shop/slug'
import { DEMO_PRODUCTS } from './demo-data'
import { RECIPE_IMAGE_HEIGHT, RECIPE_IMAGE_WIDTH, drawRecipeImage } from './recipe-images'
import { DEMO_RECIPES, linkedProductNumbers } from './recipes'

describe('demo recipes', () => {
  it('are 30, with unique keys and URL names in Danish and names in both languages', () => {
    expect(DEMO_RECIPES).toHaveLength(30)
    expect(new Set(DEMO_RECIPES.map((r) => r.key)).size).toBe(30)
    expect(new Set(DEMO_RECIPES.map((r) => slugify(r.name[0]))).size).toBe(30)
    expect(new Set(DEMO_RECIPES.map((r) => r.name[1])).size).toBe(30)
  })

  it('each has a summary, a course, servings, a time, 5–10 ingredients and 4–8 steps in Danish and English', () => {
    for (const recipe of DEMO_RECIPES) {
      const where = recipe.key
      expect(
        recipe.summary.every((s) => s.length > 20),
        where,
      ).toBe(true)
      expect(RECIPE_COURSES, where).toContain(recipe.course)
      expect(recipe.servings, where).toBeGreaterThan(0)
      expect(recipe.totalMinutes, where).toBeGreaterThan(0)
      expect(recipe.ingredients.length, where).toBeGreaterThanOrEqual(5)
      expect(recipe.ingredients.length, where).toBeLessThanOrEqual(10)
      expect(recipe.steps.length, where).toBeGreaterThanOrEqual(4)
      expect(recipe.steps.length, where).toBeLessThanOrEqual(8)
      for (const [amountDa, textDa, amountEn, textEn] of recipe.ingredients) {
        expect(textDa && textEn, where).toBeTruthy()
        // An amount in one language and none in the other is a translation slip.
        expect(amountDa === '', `${where}: ${textDa}`).toBe(amountEn === '')
      }
      expect(
        recipe.steps.every(([da, en]) => da.length > 0 && en.length > 0 && da !== en),
        where,
      ).toBe(true)
    }
  })

  it('covers every course', () => {
    expect(new Set(DEMO_RECIPES.map((r) => r.course))).toEqual(new Set(RECIPE_COURSES))
  })

  it('links only to product numbers of the demo catalogue', () => {
    const catalogue = new Set(DEMO_PRODUCTS.map((p) => p.productNumber))
    expect(linkedProductNumbers().filter((n) => !catalogue.has(n))).toEqual([])
    expect(linkedProductNumbers().length).toBeGreaterThan(3)
  })

  it('draws a picture per recipe as a landscape PNG', async () => {
    const recipe = DEMO_RECIPES[0]!
    const data = await drawRecipeImage(recipe.key, recipe.picture)
    const meta = await sharp(data).metadata()
    expect(meta).toMatchObject({ format: 'png', width: RECIPE_IMAGE_WIDTH, height: RECIPE_IMAGE_HEIGHT })
  })
})
