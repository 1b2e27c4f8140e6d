// "Alle resultater": the best products in a row, then the first recipes and articles, each section with its count
// and a link to its own tab. Each section loads, fails and retries on its own, so one slow or failing search
// never hides the others.
import Link from 'next/link'
import { useId, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { Button } from '@/components/Button/Button'
import { CardGrid } from '@/components/Cards/cardStyles'
import { ProductGrid } from '@/features/product/components/ProductGrid'
import { OVERVIEW_ARTICLE_COUNT, OVERVIEW_PRODUCT_COUNT, OVERVIEW_RECIPE_COUNT } from '../constants'
import { EMPTY_SEARCH_STATE, searchHref, type SearchType } from '../searchState'
import { ArticleTile } from './ArticleTile'
import { EmptyResults } from './EmptyResults'
import type { PagedQuery } from './PagedResults'
import { Notice } from './ProductResults'
import { RecipeTile } from './RecipeTile'
import type { useTypeResults } from './useTypeCounts'
import { theme } from '@/styles/theme'

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxl};
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }

  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }

  a:focus-visible {
    ${theme.focusRing}
  }
`

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`

type Section<Page> = {
  type: SearchType
  title: string
  seeAll: string
  result: PagedQuery<Page>
  count: (page: Page) => number
  body: (page: Page) => ReactNode
}

function OverviewSection<Page>({ query, section }: { query: string; section: Section<Page> }) {
  const { t } = useTranslation()
  const headingId = useId()
  const first = section.result.data?.pages[0]
  const count = first ? section.count(first) : undefined
  let body: ReactNode
  if (!first) {
    body = section.result.isError ? (
      <Notice role="alert">
        <p>{t('Search.LoadError')}</p>
        <Button type="button" onClick={() => void section.result.refetch()}>
          {t('Search.Retry')}
        </Button>
      </Notice>
    ) : (
      <Muted role="status">{t('Search.Loading')}</Muted>
    )
  } else if (count === 0) {
    body = <Muted>{t('Search.All.SectionEmpty')}</Muted>
  } else {
    body = section.body(first)
  }
  return (
    <section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>
          {section.title} {count !== undefined ? t('Search.OptionCount', { value: count }) : null}
        </h2>
        {count ? (
          <Link href={searchHref({ ...EMPTY_SEARCH_STATE, query }, section.type)} scroll={false}>
            {section.seeAll}
          </Link>
        ) : null}
      </Head>
      {body}
    </section>
  )
}

type Props = { query: string; results: ReturnType<typeof useTypeResults> }

export function AllResults({ query, results }: Props) {
  const { t } = useTranslation()
  const { counts } = results
  const nothing = counts.products === 0 && counts.recipes === 0 && counts.articles === 0
  // Nothing of any kind: popular products and categories instead of three empty sections, and no advice about
  // filters, which this tab has none of.
  if (nothing) return <EmptyResults query={query} filtersActive={false} />
  return (
    <Sections>
      <OverviewSection
        query={query}
        section={{
          type: 'products',
          title: t('Search.Types.Products'),
          seeAll: t('Search.SeeAll.Products'),
          result: results.products,
          count: (page) => page.TotalProductCount,
          body: (page) => (
            <ProductGrid
              products={page.Products.slice(0, OVERVIEW_PRODUCT_COUNT)}
              label={t('Search.Types.Products')}
              listId="search_overview"
            />
          ),
        }}
      />
      <OverviewSection
        query={query}
        section={{
          type: 'recipes',
          title: t('Search.Types.Recipes'),
          seeAll: t('Search.SeeAll.Recipes'),
          result: results.recipes,
          count: (page) => page.TotalRecipeCount,
          body: (page) => (
            <CardGrid $min={280} aria-label={t('Search.Types.Recipes')}>
              {page.Recipes.slice(0, OVERVIEW_RECIPE_COUNT).map((recipe) => (
                <li key={recipe.RecipeId}>
                  <RecipeTile recipe={recipe} />
                </li>
              ))}
            </CardGrid>
          ),
        }}
      />
      <OverviewSection
        query={query}
        section={{
          type: 'articles',
          title: t('Search.Types.Articles'),
          seeAll: t('Search.SeeAll.Articles'),
          result: results.articles,
          count: (page) => page.TotalNodeCount,
          body: (page) => (
            <CardGrid $min={280} aria-label={t('Search.Types.Articles')}>
              {page.Nodes.slice(0, OVERVIEW_ARTICLE_COUNT).map((article) => (
                <li key={article.Id}>
                  <ArticleTile article={article} />
                </li>
              ))}
            </CardGrid>
          ),
        }}
      />
    </Sections>
  )
}
