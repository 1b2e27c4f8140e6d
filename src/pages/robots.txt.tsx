// /robots.txt: what the content service says search engines should leave alone, and where the sitemap is.
import type { GetServerSideProps } from 'next'
import { getRobots, robotsTxt } from '@/features/seo/sitemap'
import { logError } from '@/lib/log'
import { requestOrigin } from '@/lib/origin'

export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  let disallow: string[] = ['/api/']
  try {
    disallow = await getRobots()
  } catch (error) {
    logError('robots.txt', error)
  }
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400')
  res.end(robotsTxt(disallow, requestOrigin(req)))
  return { props: {} }
}

export default function Robots() {
  return null
}
