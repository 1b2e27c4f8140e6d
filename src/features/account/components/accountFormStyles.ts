// Styles shared by the account's forms.
import styled from 'styled-components'
import { Fieldset } from '@/components/Form/fields'
import { theme } from '@/styles/theme'

/** A group of fields under its legend, with room between the legend, its note and the fields. */
export const Group = styled(Fieldset)`
  display: grid;
  gap: ${theme.space.sm};

  & > legend {
    margin-bottom: 0;
    font-size: ${theme.fontSizes.lg};
  }
`
