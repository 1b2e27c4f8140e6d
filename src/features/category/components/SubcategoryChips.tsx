// A category's subcategories as a row of chips: one row that scrolls sideways on a phone, so a category with many
// keeps its products near the top (docs/features.md "Listings that fit a phone"); wrapping from 768 px.
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

/** Room inside the scrolling row for a chip's focus ring (3 px + 2 px offset), which the row would clip. */
const RING_ROOM = '6px'

const Chips = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  gap: ${theme.space.xs};
  margin: -${RING_ROOM} -${RING_ROOM} calc(${theme.space.lg} - ${RING_ROOM});
  padding: ${RING_ROOM};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;

  li {
    flex: none;
  }

  ${theme.media.tablet} {
    flex-wrap: wrap;
    margin: 0 0 ${theme.space.lg};
    padding: 0;
    overflow-x: visible;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: ${`${theme.space.xxs} ${theme.space.md}`};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }

  a:focus-visible {
    ${theme.focusRing}
  }
`

export function SubcategoryChips({ categories }: { categories: ReadonlyArray<{ CategoryId: number; Name: string; RelativeUrl: string }> }) {
  const { t } = useTranslation()
  if (categories.length === 0) return null
  return (
    <nav aria-label={t('Category.Subcategories')}>
      <Chips>
        {categories.map((category) => (
          <li key={category.CategoryId}>
            <Link href={category.RelativeUrl}>{category.Name}</Link>
          </li>
        ))}
      </Chips>
    </nav>
  )
}
