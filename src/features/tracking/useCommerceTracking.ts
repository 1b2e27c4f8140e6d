// The e-commerce events as hooks for the components and basket mutations that fire them (docs/analytics.md says
// which fires where). The product view and the checkout steps go to the marketing platform's tracker too
// (docs/marketing-tracking.md), which sends them only while it may track the visitor.
import { useCallback, useEffect, useRef } from 'react'
import { useAuth } from '@/features/auth/auth-context'
import type { AddBasketItemBody } from '@/features/basket/api/add-basket-item'
import type { Basket } from '@/features/basket/api/schemas'
import type { DataLayerPurchase } from '@/features/checkout/api/schemas'
import { checkoutProperties, viewItemProperties } from '@/features/marketing/events'
import { useMarketingTracking } from '@/features/marketing/marketing-context'
import { useMarketingEventOnce } from '@/features/marketing/useMarketingEvents'
import type { Edition } from '@/features/product/variants'
import type { ProductCard } from '@/lib/schemas'
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  basketChangeEvents,
  beginCheckoutEvent,
  viewCartEvent,
  viewItemEvent,
} from './ecommerce'
import { claimPurchase, purchaseEvent } from './purchase'
import { useTrack, useTrackOnce } from './useTrack'

/** add_to_cart for an add (the quantity asked for). */
export function useTrackAddToCart() {
  const track = useTrack()
  return useCallback(
    (basket: Basket, body: AddBasketItemBody, product: ProductCard) => track(addToCartEvent(basket, body, product)),
    [track],
  )
}

/** add_to_cart / remove_from_cart for a line change: what changed between the basket before and after. */
export function useTrackBasketChange() {
  const track = useTrack()
  return useCallback((before: Basket | undefined, after: Basket) => basketChangeEvents(before, after).forEach(track), [track])
}

/** view_item: once per product and edition shown (picking another edition is viewing another item). */
export function useTrackViewItem(product: ProductCard, edition: Edition) {
  const { status, isB2B } = useAuth()
  // The page may first show props made before a login (a prefetched guest page): the view counts once the price
  // shown is the visitor's own (excl. VAT for a business customer), so a business customer's view is never a consumer's.
  const pricedForVisitor = status !== 'loading' && product.Pricing.IncludesVat !== isB2B
  const key = pricedForVisitor ? `${product.ProductId}:${edition.VariantId ?? ''}` : null
  useTrackOnce(viewItemEvent(product, edition), key)
  useMarketingEventOnce('view_item', viewItemProperties(product, edition.VariantId), key)
}

/** view_cart: once per basket page, when the basket is there. */
export function useTrackViewCart(basket: Basket | undefined) {
  useTrackOnce(basket ? viewCartEvent(basket) : null, basket ? basket.Uid : null)
}

/** begin_checkout: once when the checkout opens with something to pay for. */
export function useTrackBeginCheckout(basket: Basket | undefined) {
  const buying = basket !== undefined && basket.Lines.length + basket.GiftCardLines.length > 0
  useTrackOnce(buying ? beginCheckoutEvent(basket) : null, buying ? basket.Uid : null)
  useMarketingEventOnce('checkout', buying ? checkoutProperties(basket, 'begin') : null, buying ? basket.Uid : null)
}

export function useTrackShippingInfo() {
  const track = useTrack()
  const marketing = useMarketingTracking()
  return useCallback(
    (basket: Basket, method: { DeliveryMethodType: string }) => {
      track(addShippingInfoEvent(basket, method))
      marketing.track('checkout', checkoutProperties(basket, 'delivery', { delivery_type: method.DeliveryMethodType }))
    },
    [track, marketing],
  )
}

export function useTrackPaymentInfo() {
  const track = useTrack()
  const marketing = useMarketingTracking()
  return useCallback(
    (basket: Basket, paymentMethod: string) => {
      track(addPaymentInfoEvent(basket, paymentMethod))
      marketing.track('checkout', checkoutProperties(basket, 'payment', { payment_type: paymentMethod }))
    },
    [track, marketing],
  )
}

/**
 * purchase on the receipt: the backend's DataLayerPurchase, which the confirm answer carries only the first time
 * (purchase.ts says why), pushed once the login is known.
 */
export function useTrackPurchase(purchase: DataLayerPurchase | null | undefined) {
  const { status } = useAuth()
  const track = useTrack()
  const latest = useRef(purchase)
  latest.current = purchase
  const transactionId = purchase?.transaction_id ?? null
  useEffect(() => {
    if (status === 'loading' || !transactionId || !latest.current || !claimPurchase(transactionId)) return
    track(purchaseEvent(latest.current))
  }, [status, transactionId, track])
}
