/**
 * Recipe search (docs/product.md §7 `POST recipe/search`) as one SQL statement over the indexed search columns of migration
 * 20261122_050200_recipe_search: Danish stemming, word prefixes while typing, accents folded, trigram typo
 * tolerance on the name. Name hits rank above the summary, the summary above ingredients and steps. Without a
 * query the newest recipes come first. Pure: no database, unit-tested.
 */
import { z } from 'zod'
import { textQuery } from '../catalogue/search-query'
import type { Culture } from '../constants'

/** docs/product.md §9: recipe page size 10, first page 1. The largest page is a shop rule (docs/product.md is silent), as for products. */
export const RECIPE_SEARCH_PAGE_SIZE = 10
export const RECIPE_SEARCH_FIRST_PAGE = 1
export const RECIPE_SEARCH_MAX_PAGE_SIZE = 48

export const recipeSearchRequest = z.object({
  Query: z.string().trim().max(200).optional(),
  PageNumber: z.number().int().min(RECIPE_SEARCH_FIRST_PAGE).default(RECIPE_SEARCH_FIRST_PAGE),
  PageSize: z.number().int().min(1).max(RECIPE_SEARCH_MAX_PAGE_SIZE).default(RECIPE_SEARCH_PAGE_SIZE),
})
export type RecipeSearchRequest = z.infer<typeof recipeSearchRequest>

/** The statement's single row is `{ result: RecipeSearchSqlResult }`. */
export interface RecipeSearchSqlResult {
  total: number
  ids: number[]
}

/**
 * One statement: candidates through the GIN indexes (any word as a prefix in a name, summary, ingredient or
 * step, or the name close to the query), then every word checked over all of a candidate's text in the culture
 * and in Danish (the fallback texts are searchable too), ranked, counted and paged.
 */
export function buildRecipeSearchSql(request: RecipeSearchRequest, culture: Culture): { text: string; values: unknown[] } {
  const values: unknown[] = []
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  const limit = param(request.PageSize)
  const offset = param((request.PageNumber - 1) * request.PageSize)
  const text = textQuery(request.Query)

  if (!text) {
    return {
      text: `SELECT json_build_object(
        'total', (SELECT count(*) FROM recipes),
        'ids', (SELECT coalesce(json_agg(id), '[]'::json) FROM (SELECT id FROM recipes ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}) page)
      ) AS result`,
      values,
    }
  }

  // Typed once as text, so the one parameter can be compared with the locale enum wherever it is used.
  const locale = `${param(culture)}::text::"_locales"`
  const any = `to_tsquery('danish', ${param(text.any)})`
  const all = `to_tsquery('danish', ${param(text.all)})`
  const inName = `to_tsquery('danish', ${param(text.allInName)})`
  const fuzzy = text.fuzzy === null ? null : param(text.fuzzy)
  const fuzzyOn = (column: string) => (fuzzy === null ? 'false' : `${column} %> ${fuzzy}`)
  const locales = `(${locale}, 'da')`

  const head = `(coalesce(lc.search_document, ''::tsvector) || coalesce(ld.search_document, ''::tsvector))`
  const document = `(${head} || coalesce(ing.document, ''::tsvector) || coalesce(st.document, ''::tsvector))`
  const nameHit = `(coalesce(lc.search_document @@ ${inName}, false) OR coalesce(ld.search_document @@ ${inName}, false) OR ${fuzzyOn('lc.search_name')} OR ${fuzzyOn('ld.search_name')})`
  const headHit = `(${head} @@ ${all})`
  const similarity =
    fuzzy === null
      ? '0'
      : `greatest(word_similarity(${fuzzy}, coalesce(lc.search_name, '')), word_similarity(${fuzzy}, coalesce(ld.search_name, '')))`
  // Name hits first, then the summary, then ingredients and steps; ts_rank (weights A > B > C > D) within a tier.
  const rank = `(CASE WHEN ${nameHit} THEN 2 WHEN ${headHit} THEN 1 ELSE 0 END + ts_rank(${document}, ${all}) + ${similarity} / 10)`

  const statement = `WITH hits AS (
    SELECT l._parent_id AS id FROM recipes_locales l
     WHERE l._locale IN ${locales} AND (l.search_document @@ ${any} OR ${fuzzyOn('l.search_name')})
    UNION
    SELECT i._parent_id FROM recipes_ingredients_locales il JOIN recipes_ingredients i ON i.id = il._parent_id
     WHERE il._locale IN ${locales} AND il.search_document @@ ${any}
    UNION
    SELECT s._parent_id FROM recipes_steps_locales sl JOIN recipes_steps s ON s.id = sl._parent_id
     WHERE sl._locale IN ${locales} AND sl.search_document @@ ${any}
  ),
  base AS MATERIALIZED (
    SELECT r.id, coalesce(nullif(lc.name, ''), ld.name) AS name, ${rank} AS rank
      FROM recipes r
      JOIN hits h ON h.id = r.id
      LEFT JOIN recipes_locales lc ON lc._parent_id = r.id AND lc._locale = ${locale}
      LEFT JOIN recipes_locales ld ON ld._parent_id = r.id AND ld._locale = 'da'
      LEFT JOIN LATERAL (
        SELECT search_tsvector_agg(il.search_document) AS document
          FROM recipes_ingredients i JOIN recipes_ingredients_locales il ON il._parent_id = i.id AND il._locale IN ${locales}
         WHERE i._parent_id = r.id
      ) ing ON true
      LEFT JOIN LATERAL (
        SELECT search_tsvector_agg(sl.search_document) AS document
          FROM recipes_steps s JOIN recipes_steps_locales sl ON sl._parent_id = s.id AND sl._locale IN ${locales}
         WHERE s._parent_id = r.id
      ) st ON true
     WHERE ${document} @@ ${all} OR ${fuzzyOn('lc.search_name')} OR ${fuzzyOn('ld.search_name')}
  )
  SELECT json_build_object(
    'total', (SELECT count(*) FROM base),
    'ids', (SELECT coalesce(json_agg(id), '[]'::json) FROM (SELECT id FROM base ORDER BY rank DESC, name ASC, id ASC LIMIT ${limit} OFFSET ${offset}) page)
  ) AS result`
  return { text: statement, values }
}
