// /sitemap.xml: written from the content service's list of pages and products.
import type { GetServerSideProps } from 'next'
import { getSitemap, sitemapXml } from '@/features/seo/sitemap'
import { logError } from '@/lib/log'
import { requestOrigin } from '@/lib/origin'

export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  try {
    const xml = sitemapXml(await getSitemap(), requestOrigin(req))
    res.setHeader('Content-Type', 'application/xml; charset=utf-8')
    res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400')
    res.end(xml)
  } catch (error) {
    logError('sitemap.xml', error)
    res.statusCode = 503
    res.end()
  }
  return { props: {} }
}

export default function Sitemap() {
  return null
}
