// A category's subcategories as a row of chips that wraps on small screens.
import Link from 'next/link'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  a:focus-visible {
    ${({ theme }) => theme.focusRing}
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
