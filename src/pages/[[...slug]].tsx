// CMS pages: the content service's node for this URL, rendered through the block registry.
import type { NextPage } from 'next'
import { productListCategoryIds } from '@/blocks/productList/categories'
import { loadContentPage, type ContentPageProps } from '@/features/content/loadContentPage'
import { ContentPageView } from '@/views/ContentPageView'
import { NotFoundView } from '@/views/NotFoundView'
import { PreviewRefusedView } from '@/views/PreviewRefusedView'
import { ServerErrorView } from '@/views/ServerErrorView'

const ContentPage: NextPage<ContentPageProps> = ({ node, notFound, preview, previewRefused }) => {
  if (node) return <ContentPageView node={node} preview={preview} />
  if (notFound) return <NotFoundView />
  if (previewRefused) return <PreviewRefusedView />
  // The content service failed (or the initial props were lost): the page still renders, with a message.
  return <ServerErrorView />
}

ContentPage.getInitialProps = (context) => loadContentPage(context, productListCategoryIds)

export default ContentPage
