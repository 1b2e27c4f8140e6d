// "Find kunde" in the staff panel (docs/api/impersonation.md, search): the query is sent 300 ms after the last
// keystroke, from 2 characters. Each hit names the customer, e-mail, company and CVR, the kind (Erhverv/Privat), the
// customer number and whether the account is blocked; a blocked one cannot be acted as, so it has no button.
// Keyboard: ArrowDown from the field goes to the first "Handl som kunden", ArrowUp/ArrowDown move between them.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { Field, Hint, Input, Label } from '@/components/Form/fields'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, useSearchCustomers, type CustomerHit } from '../api/search-customers'
import { theme } from '@/styles/theme'

export const SEARCH_DEBOUNCE_MS = 300

const Results = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Hit = styled.li`
  display: grid;
  gap: ${theme.space.xxs};
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  span {
    overflow-wrap: anywhere;
  }
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
`

const Badge = styled.span<{ $tone: 'neutral' | 'error' }>`
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.surfaceAlt)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.onPrimary : theme.colors.text)};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

const Muted = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Message = styled.p`
  margin: 0;
`

type Props = {
  /** "Handl som kunden": resolves when the act has started (or failed). */
  onActAs: (customer: CustomerHit) => Promise<unknown>
}

export function CustomerSearch({ onActAs }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const [pending, setPending] = useState<CustomerHit['Id'] | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const next = typed.trim()
    const timer = window.setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [typed])

  const search = useSearchCustomers(query)
  const searchable = query.length >= SEARCH_MIN_LENGTH
  const hits = search.data?.pages.flatMap((page) => page.Customers) ?? []
  const total = search.data?.pages[0]?.TotalCount ?? 0

  const actButtons = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-act]') ?? [])

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return
    const first = actButtons()[0]
    if (!first) return
    event.preventDefault()
    first.focus()
  }

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const buttons = actButtons()
    const at = buttons.findIndex((button) => button === document.activeElement)
    if (at < 0) return
    event.preventDefault()
    const next = event.key === 'ArrowDown' ? buttons[at + 1] : buttons[at - 1]
    if (next) next.focus()
    else if (event.key === 'ArrowUp') document.getElementById(`${id}-query`)?.focus()
  }

  const actAs = async (hit: CustomerHit) => {
    setPending(hit.Id)
    try {
      await onActAs(hit)
    } finally {
      setPending(null)
    }
  }

  let message: string | null = null
  if (searchable && search.isPending) message = t('Impersonation.Searching')
  else if (searchable && search.isError) message = t('Impersonation.SearchError')
  else if (searchable && search.isSuccess && hits.length === 0) message = t('Impersonation.NoMatches', { query })
  else if (searchable && search.isSuccess) message = t('Impersonation.ResultCount', { count: total })

  return (
    <div>
      <Field>
        <Label htmlFor={`${id}-query`}>{t('Impersonation.Search')}</Label>
        <Input
          id={`${id}-query`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onFieldKey}
          aria-describedby={`${id}-hint ${id}-status`}
          aria-controls={`${id}-results`}
        />
        <Hint id={`${id}-hint`}>{t('Impersonation.SearchHint')}</Hint>
      </Field>
      <Message id={`${id}-status`} role="status" aria-live="polite">
        {message}
      </Message>
      {hits.length > 0 ? (
        <Results id={`${id}-results`} ref={listRef} aria-label={t('Impersonation.Results')} onKeyDown={onListKey}>
          {hits.map((hit) => (
            <Hit key={hit.Id} data-testid="customer-hit">
              <strong id={`${id}-name-${hit.Id}`}>{hit.Name}</strong>
              <span>{hit.Email}</span>
              {hit.Company || hit.Cvr ? (
                <span>{[hit.Company, hit.Cvr ? t('Impersonation.Cvr', { cvr: hit.Cvr }) : null].filter(Boolean).join(' · ')}</span>
              ) : null}
              {hit.CustomerNumber ? <Muted>{t('Impersonation.CustomerNumber', { number: hit.CustomerNumber })}</Muted> : null}
              <Badges>
                <Badge $tone="neutral">{t(hit.ClientType === 'B2B' ? 'Impersonation.Business' : 'Impersonation.Private')}</Badge>
                {hit.Blocked ? <Badge $tone="error">{t('Impersonation.Blocked')}</Badge> : null}
              </Badges>
              {hit.Blocked ? null : (
                <Button
                  type="button"
                  data-act=""
                  aria-describedby={`${id}-name-${hit.Id}`}
                  disabled={pending !== null}
                  aria-busy={pending === hit.Id || undefined}
                  onClick={() => void actAs(hit)}
                >
                  {t('Impersonation.ActAs')}
                </Button>
              )}
            </Hit>
          ))}
        </Results>
      ) : null}
      {search.hasNextPage ? (
        <Button
          type="button"
          $variant="secondary"
          $fullWidth
          disabled={search.isFetchingNextPage}
          aria-busy={search.isFetchingNextPage || undefined}
          onClick={() => void search.fetchNextPage()}
        >
          {t('Impersonation.LoadMore')}
        </Button>
      ) : null}
    </div>
  )
}
