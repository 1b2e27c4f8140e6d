// The marketing platform's events (docs/product.md §9 tracking event names) for the components that show what they
// are about: a product page sends view_item, a category view_category, and so on. `track` does nothing while tracking
// is not allowed or not configured, so callers need not ask.
import { createContext, useContext } from 'react'

export type MarketingEventName = 'view_item' | 'view_content' | 'view_category' | 'cart_update' | 'checkout' | 'click' | 'recommendation'

export interface MarketingTracking {
  /** Tracking runs (configured and allowed for this visitor). */
  active: boolean
  track: (event: MarketingEventName, properties: Record<string, unknown>) => void
}

export const MarketingContext = createContext<MarketingTracking>({ active: false, track: () => undefined })

export function useMarketingTracking(): MarketingTracking {
  return useContext(MarketingContext)
}
