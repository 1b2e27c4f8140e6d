/** The order history's numbers (docs/product.md silent on them; docs/api/customers.md fixes the page size). */

/** Orders on one page of GET order/search. */
export const ORDER_PAGE_SIZE = 10

/** The last page one may ask for: far beyond any customer's history, and it keeps the offset small. */
export const MAX_ORDER_PAGE = 10_000
