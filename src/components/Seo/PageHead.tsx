// The page head from a node or product: title, description, canonical URL (SITE_URL or the request's origin,
// plus the path with the locale prefix for English), hreflang alternates da / en / x-default, and Open Graph
// (title, description, 1200 x 630 image from the image endpoint as an absolute URL, og:locale, and a product's
// price).
import Head from 'next/head'
import { useRouter } from 'next/router'
import { useTranslation } from '@/i18n/texts'
import { altTextFor, sizedImageUrl } from '@/components/CmsImage/imageUrl'
import { DEFAULT_LOCALE, LOCALES, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type Locale } from '@/config/constants'
import { toLocale } from '@/lib/culture'
import type { Image } from '@/lib/schemas'
import { useSite } from '@/lib/site'

export const OG_LOCALES: Record<Locale, string> = { da: 'da_DK', en: 'en_GB' }

type Props = {
  title?: string | null
  description?: string | null
  image?: Image | null
  /** The page's path without locale prefix, e.g. "/kurv/". Omit for pages without a URL of their own. */
  path?: string
  type?: 'website' | 'product' | 'article'
  noIndex?: boolean
  /** A product page's price for Open Graph (product:price:amount, a decimal with a point, and its currency). */
  productPrice?: { amount: string; currency: string } | null
}

export function localizedPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path === '/' ? '/' : path}`
}

export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin.replace(/\/+$/, '')}${path}`
}

/** The Open Graph image: the CMS image at 1200 x 630, absolute. */
export function ogImageUrl(origin: string, image: Pick<Image, 'BaseUrl'>): string {
  return absoluteUrl(origin, sizedImageUrl(image.BaseUrl, OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT))
}

export function PageHead({ title, description, image, path, type = 'website', noIndex = false, productPrice = null }: Props) {
  const { t } = useTranslation()
  const { origin } = useSite()
  const locale = toLocale(useRouter().locale)
  const siteName = t('Meta.SiteName')
  const fullTitle = title && title !== siteName ? `${title} | ${siteName}` : siteName
  const text = description || t('Meta.DefaultDescription')
  const ogImage = image ? ogImageUrl(origin, image) : null
  const canonical = path ? absoluteUrl(origin, localizedPath(path, locale)) : null

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
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={`og:locale:alternate-${other}`} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
      {ogImage ? <meta key="og:image" property="og:image" content={ogImage} /> : null}
      {ogImage ? <meta key="og:image:width" property="og:image:width" content={String(OG_IMAGE_WIDTH)} /> : null}
      {ogImage ? <meta key="og:image:height" property="og:image:height" content={String(OG_IMAGE_HEIGHT)} /> : null}
      {ogImage && image ? <meta key="og:image:alt" property="og:image:alt" content={altTextFor(image)} /> : null}
      {productPrice ? <meta key="product:price:amount" property="product:price:amount" content={productPrice.amount} /> : null}
      {productPrice ? <meta key="product:price:currency" property="product:price:currency" content={productPrice.currency} /> : null}
      <meta key="twitter:card" name="twitter:card" content={ogImage ? 'summary_large_image' : 'summary'} />
      {canonical ? <meta key="og:url" property="og:url" content={canonical} /> : null}
      {canonical ? <link key="canonical" rel="canonical" href={canonical} /> : null}
      {path && !noIndex
        ? LOCALES.map((alternate) => (
            <link
              key={`alternate-${alternate}`}
              rel="alternate"
              hrefLang={alternate}
              href={absoluteUrl(origin, localizedPath(path, alternate))}
            />
          ))
        : null}
      {path && !noIndex ? (
        <link
          key="alternate-x-default"
          rel="alternate"
          hrefLang="x-default"
          href={absoluteUrl(origin, localizedPath(path, DEFAULT_LOCALE))}
        />
      ) : null}
    </Head>
  )
}
