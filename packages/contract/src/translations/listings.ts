// UI texts of product lists on a phone (docs/features.md "Listings that fit a phone"): the filter drawer, the chips
// of the chosen filters and the product page's sticky buy bar, in Danish and English (merged into index.ts). No
// imports but the type, like every file of the contract package.
import type { FeatureTranslations } from './index'

export const listingsTranslations: FeatureTranslations = {
  da: {
    'Listing.FilterButtonCount': 'Filtrér ({{count}})',
    'Listing.ShowResults_one': 'Vis {{count}} vare',
    'Listing.ShowResults_other': 'Vis {{count}} varer',
    'Listing.ShowResultsCounting': 'Tæller varer …',
    'Listing.ShowResultsPlain': 'Vis varerne',
    'Listing.ClearAll': 'Ryd alle',
    'Listing.ChosenFilters': 'Valgte filtre',
    'Listing.RemoveFilter': 'Fjern filteret {{label}}',
    'Listing.Range.Between': '{{label}}: {{min}}–{{max}}',
    'Listing.Range.From': '{{label}}: fra {{min}}',
    'Listing.Range.To': '{{label}}: til {{max}}',
    'BuyBar.Label': 'Køb {{name}}',
  },
  en: {
    'Listing.FilterButtonCount': 'Filter ({{count}})',
    'Listing.ShowResults_one': 'Show {{count}} product',
    'Listing.ShowResults_other': 'Show {{count}} products',
    'Listing.ShowResultsCounting': 'Counting products …',
    'Listing.ShowResultsPlain': 'Show the products',
    'Listing.ClearAll': 'Clear all',
    'Listing.ChosenFilters': 'Chosen filters',
    'Listing.RemoveFilter': 'Remove the filter {{label}}',
    'Listing.Range.Between': '{{label}}: {{min}}–{{max}}',
    'Listing.Range.From': '{{label}}: from {{min}}',
    'Listing.Range.To': '{{label}}: up to {{max}}',
    'BuyBar.Label': 'Buy {{name}}',
  },
}
