// The page's content column.
import styled from 'styled-components'

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`
