// Styles shared by the account's forms.
import styled from 'styled-components'
import { Fieldset } from '@/components/Form/fields'

/** A group of fields under its legend, with room between the legend, its note and the fields. */
export const Group = styled(Fieldset)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  & > legend {
    margin-bottom: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`
