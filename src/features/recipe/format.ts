// How a recipe's course, time and servings read, in the visitor's language (texts: Recipe.* translations).
import type { TFunction } from 'i18next'
import type { RecipeCourse } from './api/schemas'

const MINUTES_PER_HOUR = 60

/** "45 min.", "2 t.", "3 t. 30 min." (en: "45 min", "2 h", "3 h 30 min"). */
export function recipeTimeText(totalMinutes: number, t: TFunction): string {
  const minutes = Math.round(totalMinutes)
  const hours = Math.floor(minutes / MINUTES_PER_HOUR)
  const rest = minutes % MINUTES_PER_HOUR
  if (hours === 0) return t('Recipe.TimeMinutes', { minutes })
  if (rest === 0) return t('Recipe.TimeHours', { hours })
  return t('Recipe.TimeHoursMinutes', { hours, minutes: rest })
}

export function courseText(course: RecipeCourse, t: TFunction): string {
  return t(`Recipe.Course.${course}`)
}

export function servingsText(servings: number, t: TFunction): string {
  return t('Recipe.Servings', { count: servings })
}

/** ISO 8601 duration for schema.org's totalTime: 210 → "PT3H30M". */
export function isoDuration(totalMinutes: number): string {
  const minutes = Math.round(totalMinutes)
  const hours = Math.floor(minutes / MINUTES_PER_HOUR)
  const rest = minutes % MINUTES_PER_HOUR
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`
}
