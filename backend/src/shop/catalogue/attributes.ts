/** The product attributes shoppers filter on, with their labels in both cultures (docs/product.md §9 filters). */
import type { Culture, ProductType } from '../constants'

export const WINE_COLOURS = ['red', 'white', 'rose', 'orange', 'sparkling', 'dessert'] as const
export type WineColour = (typeof WINE_COLOURS)[number]

export const STORAGE_TYPES = ['ambient', 'chilled', 'frozen'] as const
export type StorageType = (typeof STORAGE_TYPES)[number]

export const COLOUR_LABELS: Record<Culture, Record<WineColour, string>> = {
  da: { red: 'Rødvin', white: 'Hvidvin', rose: 'Rosévin', orange: 'Orangevin', sparkling: 'Mousserende', dessert: 'Dessertvin' },
  en: { red: 'Red wine', white: 'White wine', rose: 'Rosé', orange: 'Orange wine', sparkling: 'Sparkling', dessert: 'Dessert wine' },
}

export const PRODUCT_TYPE_LABELS: Record<Culture, Record<ProductType, string>> = {
  da: { Wine: 'Vin', Event: 'Arrangementer', Food: 'Delikatesser', Nonfood: 'Køkken og bord', GiftBasket: 'Gavekurve' },
  en: { Wine: 'Wine', Event: 'Events', Food: 'Delicacies', Nonfood: 'Kitchen and table', GiftBasket: 'Gift baskets' },
}

export const STORAGE_LABELS: Record<Culture, Record<StorageType, string>> = {
  da: { ambient: 'Tørvare, stuetemperatur', chilled: 'Køl (2–5 °C)', frozen: 'Frost (-18 °C)' },
  en: { ambient: 'Room temperature', chilled: 'Chilled (2–5 °C)', frozen: 'Frozen (-18 °C)' },
}
