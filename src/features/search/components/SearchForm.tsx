// The product search box: a labelled GET form to /soeg/ with the field `q`, so it works before the page's
// script runs; with script it navigates client-side. Used in the header and on top of the search page.
import { useRouter } from 'next/router'
import { useId, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { localizedPath } from '@/components/Seo/PageHead'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { paths } from '@/config/paths'
import { toLocale } from '@/lib/culture'
import { EMPTY_SEARCH_STATE, searchHref } from '../searchState'

const Form = styled.form<{ $compact: boolean }>`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;

  input {
    flex: 1 1 auto;
    min-width: 0;
    min-height: ${({ $compact }) => ($compact ? '40px' : '48px')};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : theme.fontSizes.md)};
  }

  input:focus-visible {
    ${({ theme }) => theme.focusRing}
  }

  button {
    flex: 0 0 auto;
    min-height: ${({ $compact }) => ($compact ? '40px' : '48px')};
  }
`

type Props = {
  /** The query shown in the field (the search page passes the current one). */
  defaultQuery?: string
  /** The header's small variant. */
  compact?: boolean
}

export function SearchForm({ defaultQuery = '', compact = false }: Props) {
  const { t } = useTranslation()
  const router = useRouter()
  const inputId = useId()
  const locale = toLocale(router.locale)
  // Two search forms can be on one page (header and search page): each landmark gets its own name.
  const label = compact ? t('Search.HeaderLabel') : t('Search.Label')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    const query = typeof value === 'string' ? value.trim() : ''
    void router.push(searchHref({ ...EMPTY_SEARCH_STATE, query }))
  }

  return (
    <Form role="search" aria-label={label} method="get" action={localizedPath(paths.search, locale)} onSubmit={onSubmit} $compact={compact}>
      <label htmlFor={inputId}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        defaultValue={defaultQuery}
        placeholder={t('Search.Placeholder')}
        enterKeyHint="search"
        autoComplete="off"
      />
      <Button type="submit" $variant={compact ? 'secondary' : 'primary'}>
        {t('Search.Submit')}
      </Button>
    </Form>
  )
}
