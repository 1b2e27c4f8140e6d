/** Every shop API route, mounted by Payload below /api (so /api/shop/...). */
import type { Culture } from '../shop/constants'
import { ShopError } from '../shop/errors'
import { shopEndpoint } from './http'
import { addressEndpoints } from './shop/address'
import { ageVerificationEndpoints } from './shop/age-verification'
import { authEndpoints } from './shop/auth'
import { basketEndpoints } from './shop/basket'
import { catalogueEndpoints } from './shop/catalogue'
import { categoryEndpoints } from './shop/categories'
import { changeEndpoints } from './shop/changes'
import { checkoutEndpoints } from './shop/checkout'
import { consentEndpoints } from './shop/consents'
import { customerEndpoints } from './shop/customers'
import { favoriteEndpoints } from './shop/favorites'
import { impersonationEndpoints } from './shop/impersonation'
import { orderEndpoints } from './shop/orders'
import { orderAccountEndpoints } from './shop/order-account'
import { pdfEndpoints } from './shop/pdf'
import { recipeEndpoints } from './shop/recipes'
import { staffOrderEndpoints } from './shop/staff-orders'
import { stockAlertEndpoints } from './shop/stock-alerts'
import { withdrawalEndpoints } from './shop/withdrawal'

const NOT_FOUND: Record<Culture, string> = { da: 'Den adresse findes ikke i shoppens API.', en: 'No such address in the shop API.' }

export const shopEndpoints = [
  ...authEndpoints,
  ...impersonationEndpoints,
  ...customerEndpoints,
  ...consentEndpoints,
  // product/favorites... before catalogue's product/:id, so "favorites" is never read as an id; the PDFs'
  // product/favorites/pdf before their own product/:id/pdf likewise.
  ...pdfEndpoints,
  ...favoriteEndpoints,
  // product/notify/... and product/:id/notify likewise before catalogue's routes.
  ...stockAlertEndpoints,
  ...staffOrderEndpoints,
  ...orderEndpoints,
  ...orderAccountEndpoints,
  ...withdrawalEndpoints,
  ...basketEndpoints,
  ...addressEndpoints,
  ...checkoutEndpoints,
  ...catalogueEndpoints,
  ...categoryEndpoints,
  ...recipeEndpoints,
  ...ageVerificationEndpoints,
  ...changeEndpoints,
  // Last: a shop API path no route above took is a 404 in the shop's error shape, not Payload's.
  ...(['get', 'post', 'put', 'patch', 'delete'] as const).map((method) =>
    shopEndpoint(method, '/:rest(.*)', async (_req, ctx) => {
      throw new ShopError(404, 'NotFound', NOT_FOUND[ctx.culture])
    }),
  ),
]
