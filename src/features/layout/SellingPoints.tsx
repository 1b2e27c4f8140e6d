// The selling-points bar above the header on every page: free delivery from the amount, delivery time, click and
// collect in Aarhus, tastings. One line at laptop width; on a phone the same line scrolls sideways (snapping from
// point to point) rather than rotating by itself, so nothing moves unasked and nothing needs a pause button
// (WCAG 2.2.2), and the bar keeps one height whatever the text (no layout shift).
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Container } from '@/components/Container/Container'
import { freeDeliveryText, useDeliveryFacts } from '@/features/content/DeliveryFacts'
import { theme } from '@/styles/theme'

const Band = styled.section`
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.text};
  border-bottom: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.snug};
`

const Points = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${`${theme.space.xs} 0`};
  display: flex;
  gap: ${theme.space.lg};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  /* The next point peeks in from the right edge, fading out: the sign that the line goes on (a mask reads only the
     alpha, so any opaque token will do). */
  mask-image: linear-gradient(to right, ${theme.colors.text} 85%, transparent);

  &::-webkit-scrollbar {
    display: none;
  }

  &:focus-visible {
    outline-offset: -2px;
  }

  ${theme.media.laptop} {
    justify-content: space-between;
    overflow-x: visible;
    mask-image: none;
  }
`

const Point = styled.li`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  white-space: nowrap;
  scroll-snap-align: start;

  svg {
    flex: none;
    width: 14px;
    height: 14px;
    stroke: ${theme.colors.accent};
    stroke-width: 2.5;
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`

function Check() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5 6.5 12 13 4.5" />
    </svg>
  )
}

/**
 * Whether the list overflows its box (a phone): only then is it a scroll area, reachable by keyboard to scroll it
 * with the arrow keys; at laptop width it would be a stop in the tab order that does nothing.
 */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    check()
    const observer = new ResizeObserver(check)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, overflows] as const
}

export function SellingPoints() {
  const { t } = useTranslation()
  const { facts, exclVat } = useDeliveryFacts()
  const [listRef, overflows] = useOverflows<HTMLUListElement>()
  const free = freeDeliveryText(facts, exclVat, t)
  const points = [
    free,
    t('SellingPoints.DeliveryTime'),
    facts?.Pickup ? t('SellingPoints.Pickup') : null,
    t('SellingPoints.Tastings'),
  ].filter((point): point is string => Boolean(point))

  return (
    <Band aria-label={t('SellingPoints.Label')} data-testid="selling-points">
      <Container>
        <Points ref={listRef} tabIndex={overflows ? 0 : undefined} aria-label={overflows ? t('SellingPoints.Label') : undefined}>
          {points.map((point) => (
            <Point key={point}>
              <Check />
              <span>{point}</span>
            </Point>
          ))}
        </Points>
      </Container>
    </Band>
  )
}
