// Numbers of the search types and the header suggestions that src/config/constants.ts does not name yet.

/** docs/product.md §9: recipe page size 10, first page 1; recipe search lists stay fresh for 1 hour like product lists. */
export const RECIPE_SEARCH_PAGE_SIZE = 10
export const RECIPE_SEARCH_FIRST_PAGE = 1
export const RECIPE_SEARCH_STALE_TIME_MS = 60 * 60 * 1000

/** Our choice (docs/product.md is silent): article results come in pages of 10 like recipes, from page 1. They keep the
 * default freshness (docs/product.md §9: 10 seconds), since only product and recipe lists are named for 1 hour. */
export const ARTICLE_SEARCH_PAGE_SIZE = 10
export const ARTICLE_SEARCH_FIRST_PAGE = 1

/** Our choice: how many of each kind the "All results" overview shows before its "see all" link. */
export const OVERVIEW_PRODUCT_COUNT = 4
export const OVERVIEW_RECIPE_COUNT = 3
export const OVERVIEW_ARTICLE_COUNT = 3

/** Header suggestions: from 2 typed characters, 200 ms after the last keystroke, at most 6 products and 3 each
 * of recipes and articles. */
export const SUGGEST_MIN_LENGTH = 2
export const SUGGEST_DEBOUNCE_MS = 200
export const SUGGEST_PRODUCT_COUNT = 6
export const SUGGEST_CONTENT_COUNT = 3
