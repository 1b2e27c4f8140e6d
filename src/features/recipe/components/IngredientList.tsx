// The ingredients: amount and text, and under an ingredient we sell the product itself, ready for the basket.
import { useId } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import type { RecipeIngredient } from '../api/schemas'
import { LinkedProduct } from './LinkedProduct'
import { theme } from '@/styles/theme'

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xl};
`

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding-bottom: ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
  }

  > li:last-child {
    border-bottom: none;
  }
`

const Amount = styled.span`
  font-weight: 700;
`

export function IngredientList({ ingredients }: { ingredients: readonly RecipeIngredient[] }) {
  const { t } = useTranslation()
  const headingId = useId()
  if (ingredients.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('Recipe.Ingredients')}</Heading>
      <List>
        {ingredients.map((ingredient, index) => (
          // Ingredients have no id of their own and are never reordered on the page.
          <li key={index}>
            {ingredient.Amount ? <Amount>{ingredient.Amount} </Amount> : null}
            {ingredient.Text}
            {ingredient.Product ? <LinkedProduct product={ingredient.Product} /> : null}
          </li>
        ))}
      </List>
    </section>
  )
}
