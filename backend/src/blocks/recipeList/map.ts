import type { RecipeListComponent, RecipeTeaser } from '@delikat/contract/components'
import type { Payload } from 'payload'
import { isRecipeCourse, toRecipeCard, toRecipeTeaser, type RecipeCourse, type RecipeDoc } from '../../shop/recipes/recipe-card'
import { newestRecipeCards } from '../../shop/recipes/recipes'
import { base, later, positive, rows, text, type MapContext, type StoredBlock } from '../shared/mapping'
import { MAX_CONTENT_ITEMS } from '../shared/options'
import { RECIPE_LIST_DEFAULT_LIMIT } from './config'

/** Picked recipes come populated with the page, in the editor's order; an empty pick lists the newest. */
export function mapRecipeList(block: StoredBlock): RecipeListComponent {
  const picked = Array.isArray(block.recipes) && block.recipes.length > 0
  const component = {
    ...base(block),
    Type: 'recipeList' as const,
    Title: text(block.title),
    Recipes: rows(block.recipes)
      .filter((r) => typeof r.id === 'number' && typeof r.name === 'string' && typeof r.friendlyUrlName === 'string')
      .map((r) => toRecipeTeaser(toRecipeCard(r as unknown as RecipeDoc))),
  }
  if (picked) return component
  const course = isRecipeCourse(block.course) ? block.course : null
  const limit = Math.min(Math.round(positive(block.limit, RECIPE_LIST_DEFAULT_LIMIT)), MAX_CONTENT_ITEMS)
  return later(component, async (c, payload, ctx) => void (c.Recipes = await newestRecipeTeasers(payload, ctx, course, limit)))
}

/** The newest recipes (of one course when set) for a recipe list the editor left without picks. */
async function newestRecipeTeasers(payload: Payload, ctx: MapContext, course: RecipeCourse | null, limit: number): Promise<RecipeTeaser[]> {
  return (await newestRecipeCards(payload, ctx.culture, { course, limit })).map(toRecipeTeaser)
}
