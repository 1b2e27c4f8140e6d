// The marketing platform's event properties (docs/marketing-tracking.md), in its own naming (snake_case, prices in
// kroner, ids as strings), built from the storefront's own types. cart_update is the backend's MarketingCartUpdate
// as it comes with every basket change.
import type { Basket } from '@/features/basket/api/schemas'
import type { ProductCard } from '@/lib/schemas'

const kroner = (ore: number) => Math.round(ore) / 100

export function viewItemProperties(product: ProductCard, variantId: number | null) {
  return {
    product_id: String(product.ProductId),
    ...(variantId !== null ? { variant_id: String(variantId) } : {}),
    title: product.Name,
    price: kroner(product.Pricing.CurrentPrice.Amount),
    ...(product.Pricing.BeforePrice ? { original_price: kroner(product.Pricing.BeforePrice.Amount) } : {}),
    ...(product.Stock ? { stock_level: product.Stock.State } : {}),
    url: product.RelativeUrl,
    local_currency: 'DKK',
  }
}

export function viewCategoryProperties(category: { id: number; name: string; url: string }, productIds: number[]) {
  return {
    category_id: String(category.id),
    category_name: category.name,
    url: category.url,
    product_ids: productIds.map(String),
  }
}

export function viewContentProperties(node: { Id: string | number; Name: string; Url: string; ContentType: string }) {
  return { content_id: String(node.Id), title: node.Name, url: node.Url, content_type: node.ContentType }
}

export type CheckoutStep = 'begin' | 'delivery' | 'payment'
const STEP_NUMBER: Record<CheckoutStep, number> = { begin: 1, delivery: 2, payment: 3 }

export function checkoutProperties(basket: Basket, step: CheckoutStep, detail: Record<string, string> = {}) {
  const products = basket.Lines.filter((line) => line.Product && !line.IsFreeGift)
  return {
    step,
    step_number: STEP_NUMBER[step],
    product_ids: products.map((line) => String(line.Product!.ProductId)),
    total_quantity: basket.Quantity,
    total_price: kroner(basket.Totals.Total.Amount),
    local_currency: 'DKK',
    ...detail,
  }
}

export function recommendationProperties(action: 'show' | 'click', strategy: string, products: ProductCard[], clicked?: ProductCard) {
  return {
    action,
    recommendation_id: strategy,
    product_ids: products.map((product) => String(product.ProductId)),
    ...(clicked ? { product_id: String(clicked.ProductId) } : {}),
  }
}
