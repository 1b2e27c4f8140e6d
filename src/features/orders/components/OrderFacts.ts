// An order's key facts (number, date, status, payment, e-mail) as terms over values, two to four to a row: the
// account's receipt and checkout's confirmation show them alike.
import styled from 'styled-components'
import { theme } from '@/styles/theme'

export const OrderFacts = styled.dl`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;

  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: grid;
    gap: ${theme.space.xxs};
    align-content: start;
  }

  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`
