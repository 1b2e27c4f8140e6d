// A CMS page: its SEO tags and its blocks (parsed where the page's data is loaded: ./contentPageData.ts).
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageHead } from '@/components/Seo/PageHead'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { viewContentProperties } from '@/features/marketing/events'
import { useMarketingEventOnce } from '@/features/marketing/useMarketingEvents'
import type { ContentPageData } from './contentPageData'
import { theme } from '@/styles/theme'

const PreviewBanner = styled.p`
  margin: 0;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: 600;
  text-align: center;
`

export function ContentPageView({ page, preview = false }: { page: ContentPageData; preview?: boolean }) {
  const { t } = useTranslation()
  const { node, blocks, shareImage, hasOwnHeading } = page
  // The marketing platform hears which page was read (docs/marketing-tracking.md); never for an editor's preview.
  useMarketingEventOnce(
    'view_content',
    preview ? null : viewContentProperties({ Id: node.Id, Name: node.Name ?? '', Url: node.Url, ContentType: node.ContentType ?? '' }),
    preview ? null : String(node.Id),
  )
  const heading = node.Seo?.Title || node.Name || ''
  return (
    <>
      <PageHead
        title={node.Seo?.Title || node.Name}
        description={node.Seo?.Description}
        image={shareImage}
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
      <RenderBlocks blocks={blocks} />
    </>
  )
}
