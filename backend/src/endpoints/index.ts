/** Every shop API route, mounted by Payload below /api (so /api/shop/...). */
import { basketEndpoints } from './shop/basket'
import { catalogueEndpoints } from './shop/catalogue'
import { categoryEndpoints } from './shop/categories'
import { recipeEndpoints } from './shop/recipes'

export const shopEndpoints = [...basketEndpoints, ...catalogueEndpoints, ...categoryEndpoints, ...recipeEndpoints]
