// The product page for a visitor with a customer token (a business customer sees prices without VAT): rendered
// per request with their token. next.config.js rewrites /produkter/{name}/{id}/ here when the token cookie is
// set; every guest gets the regenerated public page ([productId].tsx) instead.
import type { NextPage } from 'next'
import { loadProductPage, type ProductPageProps } from '@/features/product/loadProductPage'
import { NotFoundView } from '@/views/NotFoundView'
import { LaterProductPageView as ProductPageView } from '@/views/LaterProductPageView'

const CustomerProductPage: NextPage<ProductPageProps> = ({ productId, locale, signedIn, notFound }) => {
  if (notFound || productId === undefined || locale === undefined) return <NotFoundView />
  return <ProductPageView productId={productId} locale={locale} signedIn={signedIn ?? false} />
}

// A client-side navigation has the view's code before it renders (docs/adr/0052).
CustomerProductPage.getInitialProps = async (context) => (await Promise.all([loadProductPage(context), ProductPageView.preload()]))[0]

export default CustomerProductPage
