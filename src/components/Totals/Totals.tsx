// A list of totals (sub-total, discounts, delivery, VAT, total) as a definition list: labels left, amounts right in
// tabular figures, the grand total set off by a rule. The basket and the order receipt show their totals alike.
import styled from 'styled-components'
import { theme } from '@/styles/theme'

export const TotalsList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${theme.space.xs};
  margin: 0;

  dd {
    margin: 0;
    padding-left: ${theme.space.md};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

/** The grand total's row: wraps its dt and dd without breaking the list's grid. */
export const TotalRow = styled.div`
  display: contents;

  dt,
  dd {
    padding-top: ${theme.space.xs};
    border-top: 1px solid ${theme.colors.borderStrong};
    font-weight: 700;
    font-size: ${theme.fontSizes.lg};
  }
`
