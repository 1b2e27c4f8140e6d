// A plain surface panel for a block's own content (not a clickable card), and the note a block shows while the
// feature behind it is still to come (e.g. buying gift cards before the gift card API exists).
import styled from 'styled-components'

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  p {
    margin: 0;
  }
`

export const PendingNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.goldSoft};
  font-weight: 600;
`
