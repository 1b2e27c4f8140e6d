// A CMS page: its SEO tags and its components.
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { RenderComponents } from '@/blocks/RenderComponents'
import { PageHead } from '@/components/Seo/PageHead'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import type { ContentNode, NodeComponent } from '@/features/content/api/get-node'
import { viewContentProperties } from '@/features/marketing/events'
import { useMarketingEventOnce } from '@/features/marketing/useMarketingEvents'
import { imageSchema, type Image } from '@/lib/schemas'

/** The page's share image when the editor set none: the article hero's image or the first hero slide's. */
export function fallbackShareImage(components: readonly NodeComponent[]): Image | null {
  for (const component of components) {
    const candidate =
      component.Type === 'articleHero'
        ? component.Image
        : component.Type === 'heroSlider' && Array.isArray(component.Slides)
          ? (component.Slides[0] as { Image?: unknown } | undefined)?.Image
          : undefined
    const parsed = imageSchema.safeParse(candidate)
    if (parsed.success) return parsed.data
  }
  return null
}

const PreviewBanner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-align: center;
`

export function ContentPageView({ node, preview = false }: { node: ContentNode; preview?: boolean }) {
  const { t } = useTranslation()
  const components = node.Components ?? []
  // The marketing platform hears which page was read (docs/marketing-tracking.md); never for an editor's preview.
  useMarketingEventOnce(
    'view_content',
    preview ? null : viewContentProperties({ Id: node.Id, Name: node.Name ?? '', Url: node.Url, ContentType: node.ContentType ?? '' }),
    preview ? null : String(node.Id),
  )
  const heading = node.Seo?.Title || node.Name || ''
  // An article hero renders the page's visible h1 itself.
  const hasOwnHeading = components.some(
    (component) => component.Type === 'articleHero' && typeof component.Title === 'string' && component.Title.trim() !== '',
  )
  return (
    <>
      <PageHead
        title={node.Seo?.Title || node.Name}
        description={node.Seo?.Description}
        image={node.Seo?.OgImage ?? fallbackShareImage(components)}
        path={node.Url}
        type={hasOwnHeading ? 'article' : 'website'}
      />
      {preview ? (
        <PreviewBanner role="status" data-testid="preview-banner">
          {t('Preview.Banner')}
        </PreviewBanner>
      ) : null}
      {/* Blocks use h2 and below; the page's h1 names it for assistive technology. */}
      {heading && !hasOwnHeading ? <VisuallyHidden as="h1">{heading}</VisuallyHidden> : null}
      <RenderComponents components={components} />
    </>
  )
}
