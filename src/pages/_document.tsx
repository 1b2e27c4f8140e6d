// Server-rendered document: styled-components styles collected during rendering, <html lang> from the locale,
// and the page's Content-Security-Policy with a fresh script nonce (see src/config/csp.ts).
import { randomBytes } from 'node:crypto'
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document'
import { ServerStyleSheet } from 'styled-components'
import { DEFAULT_LOCALE } from '@/config/constants'
import { contentSecurityPolicy } from '@/config/csp'
import { getServerEnv } from '@/config/env'
import type { I18nProps } from '@/i18n/buildI18nProps'
import { keepTextsRead } from '@/i18n/pageTranslations'
import { PRELOADED_FONTS } from '@/styles/fontPreloads'
import { RememberedStyles } from '@/styles/RememberedStyles'
import { theme } from '@/styles/theme'

// An inline icon, so browsers do not ask for /favicon.ico (which would be a CMS lookup and a 404).
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${theme.colors.primary}"/>` +
    `<text x="16" y="23" font-family="Georgia,serif" font-size="20" font-weight="700" text-anchor="middle" fill="${theme.colors.onPrimary}">D</text></svg>`,
)}`

type Props = { nonce?: string }

/** An editor's draft preview of a CMS page that was served (docs/adr/0008): the catch-all page, a token, status 200. */
function isFramedPreview({ pathname, query, res }: DocumentContext): boolean {
  return pathname === '/[[...slug]]' && typeof query.preview === 'string' && query.preview !== '' && res?.statusCode === 200
}

export default class DelikatDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps & Props> {
    const nonce = randomBytes(16).toString('base64')
    const { BACKEND_URL, ADMIN_ORIGIN } = getServerEnv()
    // A draft the content service accepted the preview token for (a refused one is a 401) may be framed by the admin's
    // Live Preview, and by nothing else; every other page keeps frame-ancestors 'none' and X-Frame-Options DENY, which
    // cannot name an origin and so goes (docs/security.md, Headers).
    const framedPreview = isFramedPreview(ctx)
    if (framedPreview) ctx.res?.removeHeader('X-Frame-Options')
    // Replaces the nonce-less policy next.config.js set for every response.
    ctx.res?.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce,
        imageOrigins: [new URL(BACKEND_URL).origin],
        development: process.env.NODE_ENV !== 'production',
        frameAncestors: framedPreview ? [ADMIN_ORIGIN] : [],
      }),
    )
    const sheet = new ServerStyleSheet()
    const originalRenderPage = ctx.renderPage
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) =>
            function StyledApp(props) {
              return sheet.collectStyles(
                <RememberedStyles>
                  <App {...props} />
                </RememberedStyles>,
              )
            },
        })
      const initialProps = await Document.getInitialProps(ctx)
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()], nonce }
    } finally {
      sheet.seal()
    }
  }

  render() {
    const { nonce } = this.props
    // The page has been rendered: only the texts it read (and the shell's) go into its data (docs/adr/0032).
    keepTextsRead((this.props.__NEXT_DATA__.props as { pageProps?: { _nextI18Next?: I18nProps } } | undefined)?.pageProps?._nextI18Next)
    return (
      <Html lang={this.props.locale ?? DEFAULT_LOCALE}>
        <Head nonce={nonce}>
          {PRELOADED_FONTS.map((href) => (
            <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
          ))}
          <link rel="icon" href={FAVICON} type="image/svg+xml" />
          <meta name="theme-color" content={theme.colors.primary} />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    )
  }
}
