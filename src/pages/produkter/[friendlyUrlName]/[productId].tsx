// The product page (docs/product.md §2: /produkter/{friendlyUrlName}/{productId}/, ?variant={id} for an edition) as guests
// see it: generated on the first visit and regenerated at most every 10 s (loadPublicProductPage.ts). Visitors
// with a customer token are rewritten to [productId]/kunde.tsx (next.config.js).
import type { GetStaticPaths, GetStaticProps, NextPage } from 'next'
import type { ProductPageProps } from '@/features/product/loadProductPage'
import { loadPublicProductPage } from '@/features/product/loadPublicProductPage'
import { NotFoundView } from '@/views/NotFoundView'
import { LaterProductPageView as ProductPageView } from '@/views/LaterProductPageView'

const ProductPage: NextPage<ProductPageProps> = ({ productId, locale, notFound }) => {
  if (notFound || productId === undefined || locale === undefined) return <NotFoundView />
  return <ProductPageView productId={productId} locale={locale} signedIn={false} cachedPage />
}

// None at build time (the catalogue lives in the database): each page is made on its first visit.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getStaticProps: GetStaticProps<ProductPageProps, { friendlyUrlName: string; productId: string }> = (context) =>
  loadPublicProductPage(context)

export default ProductPage
