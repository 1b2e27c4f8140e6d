// sitemap.xml and robots.txt from the content service's lists (docs/product.md §2 SEO): every public page and product in
// Danish (no prefix) with its English alternate (/en/...).
import * as z from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { contentApi } from '@/lib/contentApi'

const sitemapSchema = z.looseObject({
  Urls: z.array(z.looseObject({ Url: z.string(), LastModified: z.string().nullish() })),
})
const robotsSchema = z.looseObject({ Disallow: z.array(z.string()) })

export type SitemapEntry = z.infer<typeof sitemapSchema>['Urls'][number]

export async function getSitemap(): Promise<SitemapEntry[]> {
  const { data } = await contentApi.get('/sitemap')
  return parseAnswer(sitemapSchema, data, 'sitemap').Urls
}

export async function getRobots(): Promise<string[]> {
  const { data } = await contentApi.get('/robots')
  return parseAnswer(robotsSchema, data, 'robots').Disallow
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

const localePath = (locale: string, url: string) => (locale === DEFAULT_LOCALE ? url : `/${locale}${url}`)

export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.flatMap((entry) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(origin + localePath(other, entry.Url))}"/>`,
      )
      return [
        '  <url>',
        `    <loc>${escapeXml(origin + localePath(locale, entry.Url))}</loc>`,
        ...(entry.LastModified ? [`    <lastmod>${escapeXml(entry.LastModified)}</lastmod>`] : []),
        ...alternates,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + entry.Url)}"/>`,
        '  </url>',
      ].join('\n')
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(disallow: readonly string[], origin: string): string {
  // Pages exist under /en/ too; the API paths do not.
  const paths = disallow.flatMap((path) =>
    /^\/(api|content-api)\//.test(path) ? [path] : LOCALES.map((locale) => localePath(locale, path)),
  )
  return ['User-agent: *', ...[...new Set(paths)].map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
