// Title, description, Open Graph tags and hreflang alternates (da/en) for a page.
import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '@/components/CmsImage/imageUrl'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/constants'
import { toLocale } from '@/lib/culture'
import type { Image } from '@/lib/schemas'
import { useSite } from '@/lib/site'

/** Open Graph image size recommended by the large social networks. */
const OG_IMAGE_WIDTH = 1200
const OG_LOCALES: Record<Locale, string> = { da: 'da_DK', en: 'en_GB' }

type Props = {
  title?: string | null
  description?: string | null
  image?: Image | null
  /** The page's path without locale prefix, e.g. "/kurv/". Omit for pages without a URL of their own. */
  path?: string
  type?: 'website' | 'product'
  noIndex?: boolean
}

export function localizedPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '/' : path}`
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path}`
}

export function PageHead({ title, description, image, path, type = 'website', noIndex = false }: Props) {
  const { t } = useTranslation()
  const { origin } = useSite()
  const locale = toLocale(useRouter().locale)
  const siteName = t('Meta.SiteName')
  const fullTitle = title && title !== siteName ? `${title} | ${siteName}` : siteName
  const text = description || t('Meta.DefaultDescription')
  const ogImage = image ? absolute(origin, imageUrl(image.BaseUrl, OG_IMAGE_WIDTH, 'Landscape')) : null

  return (
    <Head>
      <title>{fullTitle}</title>
      <meta key="description" name="description" content={text} />
      {noIndex ? <meta key="robots" name="robots" content="noindex" /> : null}
      <meta key="og:site_name" property="og:site_name" content={siteName} />
      <meta key="og:title" property="og:title" content={title || siteName} />
      <meta key="og:description" property="og:description" content={text} />
      <meta key="og:type" property="og:type" content={type} />
      <meta key="og:locale" property="og:locale" content={OG_LOCALES[locale]} />
      {ogImage ? <meta key="og:image" property="og:image" content={ogImage} /> : null}
      {path ? <meta key="og:url" property="og:url" content={absolute(origin, localizedPath(path, locale))} /> : null}
      {path ? <link key="canonical" rel="canonical" href={absolute(origin, localizedPath(path, locale))} /> : null}
      {path && !noIndex
        ? LOCALES.map((alternate) => (
            <link
              key={`alternate-${alternate}`}
              rel="alternate"
              hrefLang={alternate}
              href={absolute(origin, localizedPath(path, alternate))}
            />
          ))
        : null}
      {path && !noIndex ? (
        <link
          key="alternate-x-default"
          rel="alternate"
          hrefLang="x-default"
          href={absolute(origin, localizedPath(path, DEFAULT_LOCALE))}
        />
      ) : null}
    </Head>
  )
}
