// The delivery facts the footer answer carries (free-delivery amount, lowest price, click and collect), handed from
// the page shell to whatever states them before checkout: the selling-points bar, the product page and the basket.
// A context, since the shell loads them once per page and the views sit deep below it.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import type { BothTerms, DeliveryFacts } from './api/get-footer'

type Value = {
  /** Null while the content service sent none: the views then state no amounts rather than guess. */
  facts: DeliveryFacts | null
  /**
   * The shell's customer type says amounts excl. VAT (a business customer). Views that know better from their own
   * answer (the product's pricing, the basket's IsB2B) use that instead.
   */
  exclVat: boolean
}

const DeliveryFactsContext = createContext<Value>({ facts: null, exclVat: false })

export function DeliveryFactsProvider({
  facts,
  exclVat,
  children,
}: {
  facts: DeliveryFacts | null | undefined
  exclVat: boolean
  children: ReactNode
}) {
  // The same value while the facts are the same: a new one would reach every part of the page still waiting to hydrate
  // (src/components/HydrateApart) and make React hydrate it at once.
  const value = useMemo(() => ({ facts: facts ?? null, exclVat }), [facts, exclVat])
  return <DeliveryFactsContext.Provider value={value}>{children}</DeliveryFactsContext.Provider>
}

export function useDeliveryFacts(): Value {
  return useContext(DeliveryFactsContext)
}

/**
 * An amount in the customer's terms, as one text: consumers see it incl. VAT as every other price, business
 * customers see only the amount excl. VAT, marked so, never both (a second amount beside it invites doubt).
 */
export function termsAmount(amount: BothTerms, exclVat: boolean, t: TFunction): string {
  return exclVat ? t('Delivery.AmountExclVat', { amount: amount.ExclVat.Text }) : amount.InclVat.Text
}

/** The free-delivery line's text for the method type the amount is for, e.g. "Gratis levering til pakkeshop fra 499,-". */
export function freeDeliveryText(facts: DeliveryFacts | null, exclVat: boolean, t: TFunction): string | null {
  const free = facts?.FreeAbove
  if (!free) return null
  return t(`SellingPoints.FreeDelivery.${free.Type}`, {
    amount: termsAmount(free, exclVat, t),
    defaultValue: t('SellingPoints.FreeDelivery.DeliveryAddress', { amount: termsAmount(free, exclVat, t) }),
  })
}
