/** Every shop API route, mounted by Payload below /api (so /api/shop/...). */
import { authEndpoints } from './shop/auth'
import { basketEndpoints } from './shop/basket'
import { catalogueEndpoints } from './shop/catalogue'
import { categoryEndpoints } from './shop/categories'
import { checkoutEndpoints } from './shop/checkout'
import { customerEndpoints } from './shop/customers'
import { favoriteEndpoints } from './shop/favorites'
import { orderEndpoints } from './shop/orders'
import { recipeEndpoints } from './shop/recipes'

export const shopEndpoints = [
  ...authEndpoints,
  ...customerEndpoints,
  // product/favorites... before catalogue's product/:id, so "favorites" is never read as an id.
  ...favoriteEndpoints,
  ...orderEndpoints,
  ...basketEndpoints,
  ...checkoutEndpoints,
  ...catalogueEndpoints,
  ...categoryEndpoints,
  ...recipeEndpoints,
]
