// UI texts of search that explains itself (docs/adr/0040): the correction notice and its "search instead" link, the
// partial match notice, and the empty result's popular products and categories. The older search texts stay in
// index.ts. No imports but the type, like every file of the contract package.
import type { FeatureTranslations } from './index'

export const searchTranslations: FeatureTranslations = {
  da: {
    'Search.Explain.ShowingFor': 'Viser resultater for',
    'Search.Explain.Instead': 'Søg i stedet efter {{query}}',
    'Search.Explain.Partial': 'Ingen varer matcher alle ordene. Viser varer der matcher nogle af dem.',
    'Search.NoResults.Hint': 'Prøv et andet ord, eller se nogle af vores mest populære varer og kategorier.',
    'Search.NoResults.FilterHint': 'Dine filtre udelukker måske det, du leder efter.',
    'Search.NoResults.Popular': 'Populære varer',
    'Search.NoResults.Categories': 'Kategorier',
    'Search.NoResults.Loading': 'Henter populære varer …',
  },
  en: {
    'Search.Explain.ShowingFor': 'Showing results for',
    'Search.Explain.Instead': 'Search instead for {{query}}',
    'Search.Explain.Partial': 'No products match all the words. Showing products that match some of them.',
    'Search.NoResults.Hint': 'Try another word, or have a look at some of our most popular products and categories.',
    'Search.NoResults.FilterHint': 'Your filters may leave out what you are looking for.',
    'Search.NoResults.Popular': 'Popular products',
    'Search.NoResults.Categories': 'Categories',
    'Search.NoResults.Loading': 'Loading popular products …',
  },
}
