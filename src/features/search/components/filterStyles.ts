// Shared looks of the filter panel's groups and check rows.
import styled from 'styled-components'
import { theme } from '@/styles/theme'

export const FilterFieldset = styled.fieldset`
  margin: 0;
  padding: ${`${theme.space.md} 0`};
  border: 0;
  border-top: 1px solid ${theme.colors.border};
  min-width: 0;
`

export const FilterLegend = styled.legend`
  float: left;
  width: 100%;
  margin-bottom: ${theme.space.sm};
  padding: 0;
  font-weight: 600;

  & + * {
    clear: both;
  }
`

export const CheckList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const CheckRow = styled.label<{ $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 32px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }

  input:focus-visible {
    ${theme.focusRing}
  }
`

export const OptionCount = styled.span`
  margin-left: auto;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`
