// CMS pages: the content service's node for this URL, rendered through the block registry. The node's components are
// parsed with their blocks' schemas here, where the page's data is loaded, so the page itself renders without zod
// (src/views/contentPageData.ts).
import type { NextPage } from 'next'
import { loadContentPage, type ContentPageProps } from '@/features/content/loadContentPage'
import type { ContentPageData } from '@/views/contentPageData'
import { ContentPageView } from '@/views/ContentPageView'
import { NotFoundView } from '@/views/NotFoundView'
import { PreviewRefusedView } from '@/views/PreviewRefusedView'
import { ServerErrorView } from '@/views/ServerErrorView'

type Props = Omit<ContentPageProps, 'node'> & { page?: ContentPageData | null }

const ContentPage: NextPage<Props> = ({ page, notFound, preview, previewRefused }) => {
  if (page) return <ContentPageView page={page} preview={preview} />
  if (notFound) return <NotFoundView />
  if (previewRefused) return <PreviewRefusedView />
  // The content service failed (or the initial props were lost): the page still renders, with a message.
  return <ServerErrorView />
}

ContentPage.getInitialProps = async (context): Promise<Props> => {
  const { productListCategoryIds, toContentPageData } = await import('@/views/contentPageData')
  const { node, ...props } = await loadContentPage(context, productListCategoryIds)
  return { ...props, page: node ? toContentPageData(node) : node }
}

export default ContentPage
