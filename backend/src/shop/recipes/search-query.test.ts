import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACCENTS_FROM, ACCENTS_TO } from '../catalogue/search-query'
import { buildRecipeSearchSql, recipeSearchRequest } from './search-query'

describe('recipe search request', () => {
  it('defaults to page 1 of 10 (docs/product.md §9)', () => {
    expect(recipeSearchRequest.parse({})).toEqual({ PageNumber: 1, PageSize: 10 })
  })

  it('refuses pages before the first, sizes above 48 and overlong queries', () => {
    expect(recipeSearchRequest.safeParse({ PageNumber: 0 }).success).toBe(false)
    expect(recipeSearchRequest.safeParse({ PageSize: 49 }).success).toBe(false)
    expect(recipeSearchRequest.safeParse({ PageSize: 2.5 }).success).toBe(false)
    expect(recipeSearchRequest.safeParse({ Query: 'x'.repeat(201) }).success).toBe(false)
    expect(recipeSearchRequest.safeParse({ Query: 7 }).success).toBe(false)
  })
})

describe('recipe search statement', () => {
  it('folds accents exactly as the migration that built the recipe search columns', () => {
    const migration = readFileSync(path.join(import.meta.dirname, '../../migrations/20261122_050200_recipe_search.ts'), 'utf8')
    expect(migration).toContain(`'${ACCENTS_FROM}', '${ACCENTS_TO}'`)
  })

  it('lists the newest first without a query, paged by offset', () => {
    const { text, values } = buildRecipeSearchSql(recipeSearchRequest.parse({ PageNumber: 3 }), 'da')
    expect(text).toContain('ORDER BY created_at DESC, id DESC')
    expect(text).not.toContain('to_tsquery')
    // Every placeholder has a value and every value a placeholder (PostgreSQL refuses untyped unused ones).
    expect(values).toEqual([10, 20])
    expect(text).toContain('$2')
    expect(text).not.toContain('$3')
  })

  it('searches prefixes of every word, typo-tolerant on the name from four letters, ranked by relevance', () => {
    const { text, values } = buildRecipeSearchSql(recipeSearchRequest.parse({ Query: 'Crème brûl', PageSize: 5 }), 'en')
    expect(values).toEqual([5, 0, 'en', 'creme:* | brul:*', 'creme:* & brul:*', 'creme:*A & brul:*A', 'creme brul'])
    expect(text).toContain('search_name %> $7')
    expect(text).toContain('ORDER BY rank DESC, name ASC, id ASC')
    for (const table of ['recipes_locales', 'recipes_ingredients_locales', 'recipes_steps_locales']) expect(text).toContain(table)
  })

  it('leaves the trigram match out for a short query, where it would match nearly everything', () => {
    const { text, values } = buildRecipeSearchSql(recipeSearchRequest.parse({ Query: 'and' }), 'da')
    expect(text).not.toContain('%>')
    expect(values).toHaveLength(6)
  })
})
