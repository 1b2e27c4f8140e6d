// Course, servings and total time of a recipe as a description list (what a cook checks first).
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import type { RecipeCard } from '../api/schemas'
import { courseText, recipeTimeText, servingsText } from '../format'
import { theme } from '@/styles/theme'

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${`${theme.space.sm} ${theme.space.xl}`};
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
  }

  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`

export function RecipeFacts({ recipe }: { recipe: Pick<RecipeCard, 'Course' | 'Servings' | 'TotalMinutes'> }) {
  const { t } = useTranslation()
  const facts = [
    recipe.Course ? { label: t('Recipe.CourseLabel'), value: courseText(recipe.Course, t) } : null,
    recipe.Servings ? { label: t('Recipe.ServingsLabel'), value: servingsText(recipe.Servings, t) } : null,
    recipe.TotalMinutes ? { label: t('Recipe.TimeLabel'), value: recipeTimeText(recipe.TotalMinutes, t) } : null,
  ].filter((fact) => fact !== null)
  if (facts.length === 0) return null
  return (
    <List>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </List>
  )
}
