/** Every shop API route, mounted by Payload below /api (so /api/shop/...). */
import { basketEndpoints } from './shop/basket'
import { catalogueEndpoints } from './shop/catalogue'
import { categoryEndpoints } from './shop/categories'

export const shopEndpoints = [...basketEndpoints, ...catalogueEndpoints, ...categoryEndpoints]
