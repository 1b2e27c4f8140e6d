// A CMS page: its SEO tags and its components.
import { RenderComponents } from '@/blocks/RenderComponents'
import { PageHead } from '@/components/Seo/PageHead'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import type { ContentNode } from '@/features/content/api/get-node'

export function ContentPageView({ node }: { node: ContentNode }) {
  const heading = node.Seo?.Title || node.Name || ''
  return (
    <>
      <PageHead title={node.Seo?.Title || node.Name} description={node.Seo?.Description} image={node.Seo?.OgImage} path={node.Url} />
      {/* Blocks use h2 and below; the page's h1 names it for assistive technology. */}
      {heading ? (
        <VisuallyHidden as="h1">{heading}</VisuallyHidden>
      ) : null}
      <RenderComponents components={node.Components ?? []} />
    </>
  )
}
