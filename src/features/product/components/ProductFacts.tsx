// The product's facts (producer, country, grape, vintage, ...) as a description list, labelled by the server in
// the page's culture.
import { useId } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import type { ProductFact } from '@/lib/schemas'
import { theme } from '@/styles/theme'

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  margin: 0;
  border-top: 1px solid ${theme.colors.border};

  dt,
  dd {
    margin: 0;
    padding: ${`${theme.space.xs} 0`};
    border-bottom: 1px solid ${theme.colors.border};
  }

  dt {
    padding-right: ${theme.space.lg};
    color: ${theme.colors.textMuted};
  }

  dd {
    font-weight: 600;
  }
`

/** One dt/dd pair; the div groups them (valid in a dl) without taking part in the grid. */
const Row = styled.div`
  display: contents;
`

export function ProductFacts({ facts }: { facts: readonly ProductFact[] }) {
  const { t } = useTranslation()
  const headingId = useId()
  if (facts.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('ProductPage.Facts')}</h2>
      <List>
        {facts.map((fact) => (
          <Row key={fact.Key} data-fact={fact.Key}>
            <dt>{fact.Label}</dt>
            <dd>{fact.Value}</dd>
          </Row>
        ))}
      </List>
    </section>
  )
}
