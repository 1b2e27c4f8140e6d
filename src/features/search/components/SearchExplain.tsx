// What the search did with the words (docs/adr/0040): "Viser resultater for chardonnay" with a link that searches the
// words as typed (`exact=1`, which turns the backend's typo correction off), or that no product has every word and
// those with some of them are shown. Nothing when the words were searched as they are.
import Link from 'next/link'
import type { ParsedUrlQuery } from 'node:querystring'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { EMPTY_SEARCH_STATE, searchHref, type SearchType } from '../searchState'
import { theme } from '@/styles/theme'

/** The URL parameter of a search for the words as typed. */
export const AS_TYPED_PARAM = 'exact'

export function isAsTyped(query: ParsedUrlQuery): boolean {
  return query[AS_TYPED_PARAM] === '1'
}

/** The search for exactly these words, uncorrected, on the same tab. */
function asTypedHref(query: string, type?: SearchType): string {
  const href = searchHref({ ...EMPTY_SEARCH_STATE, query }, type)
  return `${href}${href.includes('?') ? '&' : '?'}${AS_TYPED_PARAM}=1`
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};

  p {
    margin: 0;
  }

  a {
    color: ${theme.colors.primary};
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  a:focus-visible {
    ${theme.focusRing}
  }
`

type Props = {
  /** The words as typed. */
  query: string
  /** The backend's answer about them (the first page of the product search). */
  corrected?: string | null
  partial?: boolean
  type?: SearchType
}

export function SearchExplain({ query, corrected, partial, type }: Props) {
  const { t } = useTranslation()
  if (corrected && corrected !== query.toLowerCase()) {
    return (
      <Box role="status">
        <p>
          {t('Search.Explain.ShowingFor')} <strong>{corrected}</strong>
        </p>
        <p>
          <Link href={asTypedHref(query, type)} scroll={false}>
            {t('Search.Explain.Instead', { query })}
          </Link>
        </p>
      </Box>
    )
  }
  if (partial) {
    return (
      <Box role="status">
        <p>{t('Search.Explain.Partial')}</p>
      </Box>
    )
  }
  return null
}
