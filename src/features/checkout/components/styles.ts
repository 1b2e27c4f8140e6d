// Surfaces shared by the checkout's steps: choice cards for the radio lists (delivery methods, service points,
// payment methods), sub-headings and muted notes.
import styled from 'styled-components'
import { theme } from '@/styles/theme'

export const ChoiceList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** A whole card is the radio's label; the radio stays a real, focusable input. */
export const ChoiceCard = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${`${theme.space.xxs} ${theme.space.sm}`};
  align-items: start;
  padding: ${theme.space.md};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.wineSoft};
  }

  &:has(input:focus-visible) {
    ${theme.focusRing}
  }

  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.primary};
  }
`

export const ChoiceTitle = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`

export const ChoicePrice = styled.span`
  font-weight: 700;
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`

/** The card's second row: under the title, beside the radio. */
export const ChoiceDetails = styled.span`
  grid-column: 2 / -1;
  display: grid;
  gap: ${theme.space.xxs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

export const StepSection = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.md};
`

export const SubHeading = styled.h4`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`

export const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

export const Skeleton = styled.div<{ $height?: string }>`
  height: ${({ $height = '96px' }) => $height};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.skeleton};
`

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`
