// The method as numbered steps; the numbers are the list's own, so screen readers count them too.
import { useId } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xl};
`

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  > li {
    position: relative;
    min-height: 40px;
    padding-left: 56px;
    counter-increment: step;
    line-height: 1.6;
  }

  > li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-family: ${theme.fonts.heading};
    font-weight: 700;
  }

  @media print {
    > li::before {
      border: 2px solid ${theme.colors.text};
      background: none;
      color: ${theme.colors.text};
    }
  }
`

export function RecipeSteps({ steps }: { steps: readonly string[] }) {
  const { t } = useTranslation()
  const headingId = useId()
  if (steps.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('Recipe.Steps')}</Heading>
      <Steps>
        {steps.map((step, index) => (
          // Steps are texts without ids, in a fixed order.
          <li key={index}>{step}</li>
        ))}
      </Steps>
    </section>
  )
}
