// Server-rendered document: styled-components styles collected during rendering, <html lang> from the locale,
// and the page's Content-Security-Policy with a fresh script nonce (see src/config/csp.ts).
import { randomBytes } from 'node:crypto'
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document'
import { ServerStyleSheet } from 'styled-components'
import { DEFAULT_LOCALE } from '@/config/constants'
import { contentSecurityPolicy } from '@/config/csp'
import { getServerEnv } from '@/config/env'
import { theme } from '@/styles/theme'

// An inline icon, so browsers do not ask for /favicon.ico (which would be a CMS lookup and a 404).
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${theme.colors.primary}"/>` +
    `<text x="16" y="23" font-family="Georgia,serif" font-size="20" font-weight="700" text-anchor="middle" fill="${theme.colors.onPrimary}">D</text></svg>`,
)}`

type Props = { nonce?: string }

export default class DelikatDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps & Props> {
    const nonce = randomBytes(16).toString('base64')
    // Replaces the nonce-less policy next.config.js set for every response.
    ctx.res?.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce,
        imageOrigins: [new URL(getServerEnv().BACKEND_URL).origin],
        development: process.env.NODE_ENV !== 'production',
      }),
    )
    const sheet = new ServerStyleSheet()
    const originalRenderPage = ctx.renderPage
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) =>
            function StyledApp(props) {
              return sheet.collectStyles(<App {...props} />)
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
    return (
      <Html lang={this.props.locale ?? DEFAULT_LOCALE}>
        <Head nonce={nonce}>
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
