// CMS pages: the content service's node for this URL, rendered through the block registry. The node's components are
// parsed with their blocks' schemas here, where the page's data is loaded, so the page itself renders without zod
// (src/views/contentPageData.ts).
import type { NextPage } from 'next'
import { loadBlockCode } from '@/blocks/registry'
import type { ContentPageProps } from '@/features/content/loadContentPage'
import type { ContentPageData } from '@/views/contentPageData'
import { ContentPageView } from '@/views/ContentPageView'
import { NotFoundView } from '@/views/NotFoundView'
import { PreviewRefusedView } from '@/views/PreviewRefusedView'
import { ServerErrorView } from '@/views/ServerErrorView'

type Props = Omit<ContentPageProps, 'node'> & { page?: ContentPageData | null }

const ContentPage: NextPage<Props> & { preloadCode: (props: Props) => void } = ({ page, notFound, preview, previewRefused }) => {
  if (page) return <ContentPageView page={page} preview={preview} />
  if (notFound) return <NotFoundView />
  if (previewRefused) return <PreviewRefusedView />
  // The content service failed (or the initial props were lost): the page still renders, with a message.
  return <ServerErrorView />
}

ContentPage.getInitialProps = async (context): Promise<Props> => {
  // Loaded when asked: the browser runs this only on a client-side navigation, so it is no part of the first load.
  const [{ productListCategoryIds, toContentPageData }, { loadContentPage }] = await Promise.all([
    import('@/views/contentPageData'),
    import('@/features/content/loadContentPage'),
  ])
  const { node, ...props } = await loadContentPage(context, productListCategoryIds)
  const page = node ? toContentPageData(node) : node
  // A client-side navigation has its blocks' code before it renders (docs/adr/0052); the server has it all.
  if (page) await loadBlockCode(page.blocks.map((block) => block.Type))
  return { ...props, page }
}

// The first page the browser shows asks for its blocks' code as it starts to hydrate (_app), not when each block's
// part of the page hydrates.
ContentPage.preloadCode = ({ page }) => void loadBlockCode(page?.blocks.map((block) => block.Type) ?? [])

export default ContentPage
