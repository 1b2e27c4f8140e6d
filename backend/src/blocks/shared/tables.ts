/**
 * Shorter tables for blocks whose generated names (the foreign keys of links in their rows) would pass Postgres'
 * 63-character limit and be cut short by the database. A block sets it as its `dbName`.
 */
export const SHORT_TABLE = {
  callToActionButtons: 'pages_blocks_cta',
  splitDoors: 'pages_blocks_doors',
  categoryCards: 'pages_blocks_cards',
  categoryGallery: 'pages_blocks_gallery',
} as const
