// The product page (SPEC §2: /produkter/{friendlyUrlName}/{productId}/).
import type { NextPage } from 'next'
import { loadProductPage, type ProductPageProps } from '@/features/product/loadProductPage'
import { NotFoundView } from '@/views/NotFoundView'
import { ProductPageView } from '@/views/ProductPageView'

const ProductPage: NextPage<ProductPageProps> = ({ productId, locale, notFound }) => {
  if (notFound || productId === undefined || locale === undefined) return <NotFoundView />
  return <ProductPageView productId={productId} locale={locale} />
}

ProductPage.getInitialProps = loadProductPage

export default ProductPage
