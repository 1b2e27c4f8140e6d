/** The facts a product page lists (wine: producer, country, region, grape, vintage, type, alcohol; food: origin, storage). */
import type { FactKey, ProductFact } from '@delikat/contract/catalogue'
import type { Culture } from '../constants'
import { COLOUR_LABELS, STORAGE_LABELS, type StorageType, type WineColour } from './attributes'

const LABELS: Record<Culture, Record<FactKey, string>> = {
  da: {
    producer: 'Producent',
    country: 'Land',
    region: 'Område',
    grape: 'Drue',
    vintage: 'Årgang',
    colour: 'Type',
    alcohol: 'Alkohol',
    netContent: 'Indhold',
    origin: 'Oprindelse',
    storage: 'Opbevaring',
    organic: 'Økologi',
  },
  en: {
    producer: 'Producer',
    country: 'Country',
    region: 'Region',
    grape: 'Grape',
    vintage: 'Vintage',
    colour: 'Type',
    alcohol: 'Alcohol',
    netContent: 'Contents',
    origin: 'Origin',
    storage: 'Storage',
    organic: 'Organic',
  },
}

const UNITS: Record<string, string> = { l: 'l', kg: 'kg', stk: 'stk.' }

/** A decimal in the culture's notation: 13,5 in Danish, 13.5 in English. */
function decimal(value: number, culture: Culture): string {
  const text = String(Math.round(value * 100) / 100)
  return culture === 'da' ? text.replace('.', ',') : text
}

export interface FactInput {
  producer?: string | null
  country?: string | null
  region?: string | null
  grape?: string | null
  vintage?: number | null
  colour?: string | null
  alcoholPercentage?: number | null
  netContent?: number | null
  netContentUnit?: string | null
  origin?: string | null
  storage?: string | null
  organic?: boolean | null
}

/** The facts that have a value, in the order a shopper reads them. */
export function productFacts(doc: FactInput, culture: Culture): ProductFact[] {
  const labels = LABELS[culture]
  const facts: ProductFact[] = []
  const add = (key: FactKey, value: string | null | undefined) => {
    if (value && value.trim()) facts.push({ Key: key, Label: labels[key], Value: value.trim() })
  }
  add('producer', doc.producer)
  add('country', doc.country)
  add('region', doc.region)
  add('grape', doc.grape)
  add('vintage', doc.vintage ? String(doc.vintage) : null)
  add('colour', doc.colour ? (COLOUR_LABELS[culture][doc.colour as WineColour] ?? doc.colour) : null)
  add('alcohol', doc.alcoholPercentage != null && doc.alcoholPercentage > 0 ? `${decimal(doc.alcoholPercentage, culture)} %` : null)
  add(
    'netContent',
    doc.netContent && doc.netContent > 0 && doc.netContentUnit
      ? `${decimal(doc.netContent, culture)} ${UNITS[doc.netContentUnit] ?? doc.netContentUnit}`
      : null,
  )
  add('origin', doc.origin)
  add('storage', doc.storage ? (STORAGE_LABELS[culture][doc.storage as StorageType] ?? doc.storage) : null)
  if (doc.organic) add('organic', culture === 'da' ? 'Økologisk' : 'Organic')
  return facts
}
