// A plain surface panel for a block's own content (not a clickable card).
import styled from 'styled-components'
import { theme } from '@/styles/theme'

export const Panel = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  p {
    margin: 0;
  }
`
