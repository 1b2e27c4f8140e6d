import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { SanitizedConfig } from 'payload'
import { verifyPreviewToken } from '../content/preview'
import { DEVELOPMENT_PAYLOAD_SECRET } from '../env'

// The config reads the environment when it loads; nothing here connects to the database.
let config: SanitizedConfig
beforeAll(async () => {
  vi.stubEnv('DATABASE_URL', 'postgres://unused:unused@127.0.0.1:1/unused')
  vi.stubEnv('STOREFRONT_URL', 'https://www.delikat.test')
  vi.stubEnv('PAYLOAD_SECRET', DEVELOPMENT_PAYLOAD_SECRET)
  config = await (await import('../payload.config')).default
})

describe('the admin for the shop’s staff', () => {
  it('speaks Danish first, English on request, with Danish dates', () => {
    expect(Object.keys(config.i18n.supportedLanguages).sort()).toEqual(['da', 'en'])
    expect(config.i18n.fallbackLanguage).toBe('da')
    expect(config.admin.dateFormat).toBe('d. MMMM yyyy HH:mm')
    const pages = config.collections.find((c) => c.slug === 'pages')!
    expect(pages.labels.plural).toEqual({ da: 'Sider', en: 'Pages' })
    expect(pages.admin.group).toEqual({ da: 'Indhold', en: 'Content' })
  })

  it('shows a page’s draft in Live Preview through the storefront and a signed token, at 390 and 1280 px', async () => {
    const livePreview = config.admin.livePreview!
    expect(livePreview.collections).toEqual(['pages'])
    expect(livePreview.breakpoints?.map((b) => b.width)).toEqual([390, 1280])
    const url = livePreview.url as (args: object) => string | null
    const preview = new URL(url({ data: { url: 'om-os' }, locale: { code: 'da' } })!)
    expect(`${preview.origin}${preview.pathname}`).toBe('https://www.delikat.test/om-os/')
    expect(verifyPreviewToken(preview.searchParams.get('preview')!, '/om-os/', DEVELOPMENT_PAYLOAD_SECRET)).toEqual({ ok: true })
    expect(new URL(url({ data: { url: '/om-os/' }, locale: { code: 'en' } })!).pathname).toBe('/en/om-os/')
    expect(url({ data: {}, locale: { code: 'da' } })).toBeNull()
  })
})
