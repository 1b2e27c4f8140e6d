// sellingPoints: a row of short promises (delivery, shop pickup, gift wrapping ...), each with an icon.
import styled from 'styled-components'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { SellingPointsBlock } from './schema'
import { theme } from '@/styles/theme'

type Icon = SellingPointsBlock['Points'][number]['Icon']

const ICON_PATHS: Record<Icon, string> = {
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm12 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z',
  store: 'M4 10v10h16V10M3 10l2-6h14l2 6zM9 20v-5h6v5',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3 1 5 1Zm0 0c1.5-3 5-3.5 5-1s-3 1-5 1Z',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  leaf: 'M5 19c0-9 5-14 15-15-1 10-6 15-15 15Zm0 0 8-8',
  glass: 'M7 3h10l-1 7a4 4 0 0 1-8 0zM12 14v6M8 21h8',
}

// A quiet band between hairlines rather than a coloured box: the promises support the products, not compete.
const List = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: ${`${theme.space.lg} 0`};
  list-style: none;
  border-top: 1px solid ${theme.colors.border};
  border-bottom: 1px solid ${theme.colors.border};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`

const Point = styled.li`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: ${theme.space.sm};
  align-items: start;

  svg {
    width: 40px;
    height: 40px;
    padding: ${theme.space.xs};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.primary};
  }

  h3 {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.semibold};
    letter-spacing: 0;
  }

  p {
    margin: ${theme.space.xxs} 0 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

export function SellingPoints({ block }: BlockProps<SellingPointsBlock>) {
  if (block.Points.length === 0) return null
  return (
    <BlockSection>
      <List>
        {block.Points.map((point, index) => (
          <Point key={`${point.Title}-${index}`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={point.Icon}>
              <path
                d={ICON_PATHS[point.Icon]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div>
              <h3>{point.Title}</h3>
              {point.Text ? <p>{point.Text}</p> : null}
            </div>
          </Point>
        ))}
      </List>
    </BlockSection>
  )
}
