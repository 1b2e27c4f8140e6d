// Form field looks shared by the shop's forms: labels above fields, hints and errors beneath (docs/product.md §5).
import styled, { css } from 'styled-components'
import { theme } from '@/styles/theme'

export const Field = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
`

export const Label = styled.label`
  font-weight: 600;
`

export const Legend = styled.legend`
  margin-bottom: ${theme.space.xs};
  padding: 0;
  font-weight: 600;
`

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const control = css`
  width: 100%;
  min-height: 44px;
  border-radius: ${theme.radii.md};
`

export const Input = styled.input`
  ${control}
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${theme.colors.borderStrong};
  background: ${theme.colors.surface};

  &[aria-invalid='true'] {
    border-color: ${theme.colors.error};
  }
`

export const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${theme.colors.borderStrong};
  background: ${theme.colors.surface};
  resize: vertical;

  &[aria-invalid='true'] {
    border-color: ${theme.colors.error};
  }
`

export const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.error};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  cursor: pointer;

  input {
    width: 22px;
    height: 22px;
    accent-color: ${theme.colors.primary};
  }
`

/** Radio buttons shown as pills; the input stays in the accessibility tree and takes focus. */
export const ChoiceGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`

export const Choice = styled.label`
  position: relative;
  display: inline-flex;

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${`${theme.space.xs} ${theme.space.md}`};
    border: 2px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    font-weight: 600;
  }

  input:checked + span {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }

  input:focus-visible + span {
    ${theme.focusRing}
  }
`

export const Select = styled.select`
  ${control}
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${theme.colors.borderStrong};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  &[aria-invalid='true'] {
    border-color: ${theme.colors.error};
  }
`

/** One column on phones, two from tablets; a child with data-span="full" takes the whole row. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};

  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > [data-span='full'] {
      grid-column: 1 / -1;
    }
  }
`

/** A form-level message (docs/product.md §4 form messages: success, error) above or below a form. */
export const FormMessage = styled.div<{ $tone: 'success' | 'error' | 'info' }>`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-left: 4px solid
    ${({ theme, $tone }) => ({ success: theme.colors.success, error: theme.colors.error, info: theme.colors.primary })[$tone]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${theme.space.lg};
  }

  /* Focused by script (tabIndex -1) when it replaces a form or reports a failure. */
  &:focus {
    outline: none;
  }

  &:focus-visible {
    ${theme.focusRing}
  }
`
