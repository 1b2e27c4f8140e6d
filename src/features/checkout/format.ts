// Texts the checkout derives from the API's numbers: a service point's distance and a delivery method's price.
import type { TFunction } from 'i18next'
import type { Locale } from '@/config/constants'
import { moneyText } from '@/lib/money'
import type { DeliveryMethod } from './api/schemas'

const NUMBER_LOCALES: Record<Locale, string> = { da: 'da-DK', en: 'en-GB' }
const METERS_PER_KM = 1000

/** "850 m" below a kilometre, else kilometres with one decimal in the culture's way ("1,2 km"). */
export function formatDistance(meters: number, locale: Locale): string {
  if (meters < METERS_PER_KM) return `${Math.round(meters)} m`
  const km = new Intl.NumberFormat(NUMBER_LOCALES[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    meters / METERS_PER_KM,
  )
  return `${km} km`
}

/** What the method costs this basket ("Gratis" at 0) and, while it still costs, from when it is free. */
export function deliveryPriceTexts(
  method: Pick<DeliveryMethod, 'Price' | 'FreeAbove'>,
  t: TFunction,
): { price: string; freeAbove: string | null } {
  const free = method.Price.Amount === 0
  return {
    price: free ? t('Checkout.Delivery.Free') : moneyText(method.Price),
    freeAbove: !free && method.FreeAbove ? t('Checkout.Delivery.FreeAbove', { amount: moneyText(method.FreeAbove) }) : null,
  }
}
