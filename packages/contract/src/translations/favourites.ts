// UI texts of the favourites feature, in Danish and English (merged into index.ts). No imports but the
// type, like every file of the contract package.
import type { FeatureTranslations } from './index'

export const favouritesTranslations: FeatureTranslations = {
  da: {
    'Favourites.Toggle': 'Favorit: {{name}}',
    'Favourites.Label': 'Favorit',
    'Favourites.Add': 'Gem som favorit',
    'Favourites.Remove': 'Fjern fra favoritter',
    'Favourites.AddedAfterLogin': 'Varen er gemt blandt dine favoritter.',
  },
  en: {
    'Favourites.Toggle': 'Favourite: {{name}}',
    'Favourites.Label': 'Favourite',
    'Favourites.Add': 'Save as a favourite',
    'Favourites.Remove': 'Remove from favourites',
    'Favourites.AddedAfterLogin': 'The product is saved in your favourites.',
  },
}
