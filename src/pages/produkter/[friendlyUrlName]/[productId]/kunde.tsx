// The product page for a visitor with a customer token (a business customer sees prices without VAT): rendered
// per request with their token. next.config.js rewrites /produkter/{name}/{id}/ here when the token cookie is
// set; every guest gets the regenerated public page ([productId].tsx) instead.
import type { NextPage } from 'next'
import { loadProductPage, type ProductPageProps } from '@/features/product/loadProductPage'
import { NotFoundView } from '@/views/NotFoundView'
import { ProductPageView } from '@/views/ProductPageView'

const CustomerProductPage: NextPage<ProductPageProps> = ({ productId, locale, signedIn, notFound }) => {
  if (notFound || productId === undefined || locale === undefined) return <NotFoundView />
  return <ProductPageView productId={productId} locale={locale} signedIn={signedIn ?? false} />
}

CustomerProductPage.getInitialProps = loadProductPage

export default CustomerProductPage
