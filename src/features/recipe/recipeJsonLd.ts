// The recipe as schema.org Recipe JSON-LD (what search engines read for rich results): name, description,
// pictures, course, yield, total time, ingredients and the steps as HowToSteps.
import { absoluteUrl, localizedPath, ogImageUrl } from '@/components/Seo/PageHead'
import type { Locale } from '@/config/constants'
import type { RecipeDetail } from './api/schemas'
import { isoDuration } from './format'

export interface RecipeJsonLdTexts {
  /** The course as a word in the page's language ("Hovedret"). */
  category: string | null
  /** The yield in the page's language ("4 personer"). */
  yield: string | null
}

export function recipeJsonLd(recipe: RecipeDetail, options: { origin: string; locale: Locale; texts: RecipeJsonLdTexts }) {
  const { origin, locale, texts } = options
  const images = (recipe.Images?.length ? recipe.Images : recipe.PrimaryImage ? [recipe.PrimaryImage] : []).map((image) =>
    ogImageUrl(origin, image),
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.Name,
    url: absoluteUrl(origin, localizedPath(recipe.RelativeUrl, locale)),
    inLanguage: locale,
    ...(recipe.SeoMetaDescription || recipe.Summary ? { description: recipe.SeoMetaDescription || recipe.Summary } : {}),
    ...(images.length ? { image: images } : {}),
    ...(texts.category ? { recipeCategory: texts.category } : {}),
    ...(texts.yield ? { recipeYield: texts.yield } : {}),
    ...(recipe.TotalMinutes ? { totalTime: isoDuration(recipe.TotalMinutes) } : {}),
    recipeIngredient: recipe.Ingredients.map((i) => (i.Amount ? `${i.Amount} ${i.Text}` : i.Text)),
    recipeInstructions: recipe.Steps.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
  }
}

/** JSON for a <script> element: "<" escaped, so no text in the recipe can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
