// The header's search field with suggestions (ARIA 1.2 combobox with a listbox popup): from 2 characters and
// 200 ms after the last keystroke it shows up to 6 products (image, name, price), up to 3 recipes and 3 articles,
// and "Se alle resultater for «…»". Arrow keys move through the options (focus stays in the field,
// aria-activedescendant names the option), Enter opens the chosen one, Escape closes the list (a second Escape
// empties the field). Enter with no option chosen searches: /soeg/?q=… It is a GET form to /soeg/ with `q`, so it
// works before the script runs. A newer query's answer replaces an older one; calls nobody waits for are aborted.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useId, useMemo, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { Price } from '@/components/Price/Price'
import { localizedPath } from '@/components/Seo/PageHead'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { paths } from '@/config/paths'
import { toLocale } from '@/lib/culture'
import type { Image } from '@/lib/schemas'
import { suggestionsQueryOptions } from '../api/search-suggestions'
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from '../constants'
import { EMPTY_SEARCH_STATE, parseSearchState, searchHref } from '../searchState'
import { useDebouncedValue } from '../useDebouncedValue'
import { theme } from '@/styles/theme'

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: stretch;
  gap: ${theme.space.xs};
  width: 100%;

  input {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 40px;
    padding: ${`${theme.space.xs} ${theme.space.md}`};
    border: 2px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
    /* 16 px keeps iOS from zooming into the field. */
    font-size: ${theme.fontSizes.md};
  }

  input:focus-visible {
    ${theme.focusRing}
  }

  button {
    flex: 0 0 auto;
    min-height: 40px;
  }
`

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${theme.space.xxs});
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.dropdown};
  max-height: min(70vh, 560px);
  overflow-y: auto;
  padding: ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
`

const Status = styled.p`
  margin: 0;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const GroupLabel = styled.div`
  padding: ${`${theme.space.xs} ${theme.space.sm} ${theme.space.xxs}`};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const Option = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: ${`${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.wineSoft : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.primary}` : 'none')};

  &:hover {
    background: ${theme.colors.wineSoft};
  }
`

const Thumb = styled.span`
  flex: 0 0 48px;
  width: 48px;
  overflow: hidden;
  border-radius: ${theme.radii.sm};
`

// The whole name, wrapped over as many lines as it needs (never cut off, docs/adr/0040); the price keeps its own
// column on the right of the same row.
const OptionText = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`

const PriceCell = styled.span`
  flex: 0 0 auto;
  margin-left: auto;
  text-align: right;
  white-space: nowrap;
`

const SeeAll = styled(Option)`
  margin-top: ${theme.space.xxs};
  color: ${theme.colors.primary};
  font-weight: 600;
`

/** Our choice: the thumbnail's width in the list, px. */
const THUMB_WIDTH = 48

type Choice = { key: string; href: string; content: ReactNode }
type Group = { key: string; label: string; choices: Choice[] }

function Thumbnail({ image }: { image: Image | null | undefined }) {
  return (
    <Thumb>
      <CmsImage image={image} preset="Square" width={THUMB_WIDTH} decorative />
    </Thumb>
  )
}

export function HeaderSearch() {
  const { t } = useTranslation()
  const router = useRouter()
  const locale = toLocale(router.locale)
  const inputId = useId()
  const listId = useId()
  const statusId = useId()
  // On the search page the header's field is the page's one search field (docs/adr/0040): it shows the query.
  const onSearchPage = router.pathname === paths.search || `${router.pathname}/` === paths.search
  const pageQuery = onSearchPage ? parseSearchState(router.query).query : ''
  const [value, setValue] = useState(pageQuery)
  const [shownQuery, setShownQuery] = useState(pageQuery)
  if (pageQuery !== shownQuery) {
    // A new search (a link, the back button): the field follows, as React's "adjusting state on a prop change".
    setShownQuery(pageQuery)
    setValue(pageQuery)
  }
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  const typed = value.trim()
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS)
  const long = typed.length >= SUGGEST_MIN_LENGTH
  const asked = debounced.length >= SUGGEST_MIN_LENGTH
  const { data, isError, isFetching } = useQuery({
    ...suggestionsQueryOptions(debounced, locale),
    enabled: asked,
    // While the next answer is on its way the last one stays, so the list does not flicker with every key.
    placeholderData: keepPreviousData,
  })

  const label = t('Search.HeaderLabel')
  const seeAllHref = searchHref({ ...EMPTY_SEARCH_STATE, query: typed })
  const groups: Group[] = useMemo(() => {
    if (!data) return []
    return [
      {
        key: 'products',
        label: t('Search.Suggest.Products'),
        choices: data.Products.map((product) => ({
          key: `p${product.ProductId}`,
          href: product.RelativeUrl,
          content: (
            <>
              <Thumbnail image={product.PrimaryImage ?? product.Images?.[0]} />
              <OptionText>
                <span>{product.Name}</span>
              </OptionText>
              <PriceCell>
                <Price price={product.Pricing.CurrentPrice} beforePrice={product.Pricing.BeforePrice} size="sm" />
              </PriceCell>
            </>
          ),
        })),
      },
      {
        key: 'recipes',
        label: t('Search.Suggest.Recipes'),
        choices: data.Recipes.map((recipe) => ({
          key: `r${recipe.RecipeId}`,
          href: recipe.RelativeUrl,
          content: (
            <>
              <Thumbnail image={recipe.PrimaryImage ?? recipe.Images?.[0]} />
              <OptionText>
                <span>{recipe.Name}</span>
              </OptionText>
            </>
          ),
        })),
      },
      {
        key: 'articles',
        label: t('Search.Suggest.Articles'),
        choices: data.Articles.map((article) => ({
          key: `a${article.Id}`,
          href: article.Url,
          content: (
            <>
              <Thumbnail image={article.Image} />
              <OptionText>
                <span>{article.Title}</span>
              </OptionText>
            </>
          ),
        })),
      },
    ].filter((group) => group.choices.length > 0)
  }, [data, t])

  // The options in keyboard order; "see all" is always last.
  const hrefs = [...groups.flatMap((group) => group.choices.map((choice) => choice.href)), seeAllHref]
  const expanded = open && long
  const optionId = (index: number) => `${listId}-option-${index}`
  const activeIndex = expanded && active < hrefs.length ? active : -1
  const suggestionCount = hrefs.length - 1

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const go = (href: string) => {
    close()
    setValue('')
    void router.push(href)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    close()
    void router.push(searchHref({ ...EMPTY_SEARCH_STATE, query: typed }))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!long) return
        event.preventDefault()
        setOpen(true)
        setActive(expanded ? (activeIndex + 1) % hrefs.length : 0)
        return
      case 'ArrowUp':
        if (!long) return
        event.preventDefault()
        setOpen(true)
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : hrefs.length - 1)
        return
      case 'Enter': {
        const href = activeIndex >= 0 ? hrefs[activeIndex] : undefined
        if (href === undefined) return
        event.preventDefault()
        go(href)
        return
      }
      case 'Escape':
        event.preventDefault()
        if (expanded) close()
        else setValue('')
        return
      default:
    }
  }

  // Leaving the field and its list (Tab, a tap elsewhere) closes the list.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
  }

  let status: string
  if (!asked || (!data && isFetching)) status = t('Search.Suggest.Loading')
  else if (isError && !data) status = t('Search.Suggest.Error')
  else if (suggestionCount === 0) status = isFetching ? t('Search.Suggest.Loading') : t('Search.Suggest.Empty')
  else status = t('Search.Suggest.Count', { count: suggestionCount })

  let index = -1
  const option = (href: string, key: string, content: ReactNode, Component: typeof Option = Option) => {
    index += 1
    const mine = index
    return (
      <Component
        key={key}
        id={optionId(mine)}
        role="option"
        aria-selected={mine === activeIndex}
        $active={mine === activeIndex}
        // Keeps the focus in the field, so the click is not a blur that closes the list first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(href)}
      >
        {content}
      </Component>
    )
  }

  return (
    <Form role="search" aria-label={label} method="get" action={localizedPath(paths.search, locale)} onSubmit={onSubmit} onBlur={onBlur}>
      {/* The label itself is hidden, not only its text: an empty label would still take a place in the row. */}
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <input
        id={inputId}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={expanded ? statusId : undefined}
        value={value}
        placeholder={t('Search.Placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setValue(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" $variant="secondary">
        {t('Search.Submit')}
      </Button>
      {/* Always in the page, so screen readers hear the count change while typing. */}
      <VisuallyHidden id={statusId} role="status" aria-live="polite">
        {expanded ? status : ''}
      </VisuallyHidden>
      {expanded ? (
        <Popup>
          <Status aria-hidden="true">{status}</Status>
          <div role="listbox" id={listId} aria-label={t('Search.Suggest.Label')}>
            {groups.map((group) => (
              <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
                <GroupLabel id={`${listId}-${group.key}`} role="presentation">
                  {group.label}
                </GroupLabel>
                {group.choices.map((choice) => option(choice.href, choice.key, choice.content))}
              </div>
            ))}
            {option(seeAllHref, 'all', t('Search.Suggest.SeeAll', { query: typed }), SeeAll)}
          </div>
        </Popup>
      ) : null}
    </Form>
  )
}
