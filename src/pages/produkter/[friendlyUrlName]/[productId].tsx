// The product page (SPEC §2: /produkter/{friendlyUrlName}/{productId}/, ?variant={id} for an edition).
import type { NextPage } from 'next'
import { loadProductPage, type ProductPageProps } from '@/features/product/loadProductPage'
import { NotFoundView } from '@/views/NotFoundView'
import { ProductPageView } from '@/views/ProductPageView'

const ProductPage: NextPage<ProductPageProps> = ({ productId, locale, signedIn, notFound }) => {
  if (notFound || productId === undefined || locale === undefined) return <NotFoundView />
  return <ProductPageView productId={productId} locale={locale} signedIn={signedIn ?? false} />
}

ProductPage.getInitialProps = loadProductPage

export default ProductPage
