import { robotsTxt, sitemapXml } from './sitemap'

describe('sitemap.xml', () => {
  it('lists every URL in both languages with hreflang alternates and escapes XML', () => {
    const xml = sitemapXml([{ Url: '/om-os/', LastModified: '2026-11-01T10:00:00.000Z' }, { Url: '/a&b/' }], 'https://www.delikat.dk')
    expect(xml).toContain('<loc>https://www.delikat.dk/om-os/</loc>')
    expect(xml).toContain('<loc>https://www.delikat.dk/en/om-os/</loc>')
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>')
    expect(xml).toContain('hreflang="en" href="https://www.delikat.dk/en/om-os/"')
    expect(xml).toContain('hreflang="x-default" href="https://www.delikat.dk/om-os/"')
    expect(xml).toContain('/a&amp;b/')
    expect(xml.match(/<url>/g)).toHaveLength(4)
  })
})

describe('robots.txt', () => {
  it('disallows the pages in both languages, the API once, and names the sitemap', () => {
    const txt = robotsTxt(['/api/', '/kurv/'], 'https://www.delikat.dk')
    expect(txt.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /kurv/',
      'Disallow: /en/kurv/',
      '',
      'Sitemap: https://www.delikat.dk/sitemap.xml',
      '',
    ])
  })
})
