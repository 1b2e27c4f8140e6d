// The page's base: box model, the type scale on the bare elements, links and the focus ring.
import { createGlobalStyle } from 'styled-components'
import { theme } from '@/styles/theme'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  /* Closed panels use the hidden attribute; a component's own display must not show them. */
  [hidden] { display: none !important; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    /* The brand faces' kerning; prices set their own figures (Price). */
    font-kerning: normal;
  }

  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    font-weight: ${theme.fontWeights.heading};
    line-height: ${theme.lineHeights.heading};
    letter-spacing: ${theme.letterSpacings.heading};
    margin: 0 0 ${theme.space.md};
    /* Fraunces is drawn for its size: display cuts for big headings, sturdier ones small. */
    font-optical-sizing: auto;
    text-wrap: balance;
  }

  /* The bare headings' scale; a component that sets its own size wins (it is more specific). */
  h1 {
    font-size: ${theme.fontSizes.xxl};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: ${theme.letterSpacings.display};

    ${theme.media.laptop} {
      font-size: ${theme.fontSizes.display};
    }
  }

  h2 { font-size: ${theme.fontSizes.xl}; }
  h3 { font-size: ${theme.fontSizes.lg}; }
  h4 { font-size: ${theme.fontSizes.md}; }

  p {
    margin: 0 0 ${theme.space.md};
    text-wrap: pretty;
  }

  a {
    color: ${theme.colors.primary};
    text-decoration-thickness: 1px;
    text-underline-offset: 0.18em;
  }
  a:hover { color: ${theme.colors.primaryHover}; }

  ::selection {
    background: ${theme.colors.wineSoft};
    color: ${theme.colors.text};
  }

  img { max-width: 100%; display: block; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible { ${theme.focusRing} }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`
