// Design tokens. Components take colours, spacing, type and radii from here only.
// The look: warm paper and linen neutrals, near-black ink, the brand's wine red as the accent (links, prices on
// offer, the one main button of a view), brass for decoration only; a serif for headings, a humanist sans for text.
// Contrast (WCAG 2.1 AA) checked for the pairs used: text/background 14.8:1 (13.5:1 on surfaceAlt, 13.7:1 on
// canvas), textMuted/background 6.6:1 (6.0:1 on surfaceAlt, 6.2:1 on canvas), onPrimary/primary 9.8:1,
// primary/background 9.6:1 (8.7:1 on surfaceAlt), error/background 7.0:1, success/background 6.0:1,
// warning/background 5.6:1, focus ring/background 7.8:1 (the ring is offset, so it always sits on the page colour),
// borderStrong/background 3.7:1 (non-text UI, needs 3:1). For blocks: text/gold 7.9:1, onPrimary/green 6.2:1,
// onPrimary/charcoal 15:1, primary/wineSoft 8.3:1, success/greenSoft 5.4:1, text/goldSoft 12.5:1.
// On wine, green and charcoal backgrounds the focus ring switches to onPrimary (8:1 and more against them).
import { BREAKPOINTS } from '@/config/constants'

const colors = {
  primary: '#7a1f2b', // deep wine red, the accent
  primaryHover: '#5c1520',
  onPrimary: '#fffaf2',
  background: '#faf7f2', // warm paper
  surface: '#ffffff',
  surfaceAlt: '#f2ece3', // linen, for quiet bands and panels
  /** The calm backdrop behind product photos (bottles and cheese on white look like a catalogue). */
  canvas: '#f3eee7',
  text: '#26221e', // warm ink
  textMuted: '#5f574e',
  border: '#e6ddd1', // hairlines between things, decorative
  borderStrong: '#8a7f70', // borders a control needs to be seen by (3:1)
  accent: '#b8893b', // brass, decorative only (not for text)
  success: '#2f6b3a',
  warning: '#8a5a00',
  error: '#a12622',
  focus: '#1f4e8c',
  overlay: 'rgba(38, 34, 30, 0.72)',
  onOverlay: '#ffffff',
  skeleton: '#ebe3d6',
  gold: '#d9b26a', // champagne gold, a background for dark text
  goldSoft: '#f3e3c0',
  green: '#2f6b3a', // olive-leaf green, a background for light text
  greenSoft: '#e3efe4',
  wineSoft: '#f6e3e5',
  charcoal: '#26221e',
} as const

/** Colour pairs (background + text + focus ring) for blocks the editors can colour. */
const tones = {
  light: { background: colors.surface, text: colors.text, muted: colors.textMuted, focus: colors.focus },
  cream: { background: colors.surfaceAlt, text: colors.text, muted: colors.textMuted, focus: colors.focus },
  wine: { background: colors.primary, text: colors.onPrimary, muted: colors.onPrimary, focus: colors.onPrimary },
  gold: { background: colors.gold, text: colors.text, muted: colors.text, focus: colors.text },
  green: { background: colors.green, text: colors.onPrimary, muted: colors.onPrimary, focus: colors.onPrimary },
  charcoal: { background: colors.charcoal, text: colors.onPrimary, muted: colors.onPrimary, focus: colors.onPrimary },
} as const
export type Tone = keyof typeof tones

const space = {
  xxs: '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '40px',
  xxl: '64px',
  xxxl: '96px',
} as const

// Small radii read as crafted rather than bubbly.
const radii = { sm: '3px', md: '6px', lg: '10px', pill: '999px' } as const

// The brand faces (src/styles/fonts.css), then the metric-matched fallbacks shown until they arrive.
const fonts = {
  body: "'Source Sans 3 Variable', 'Source Sans 3 Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  heading: "'Fraunces Variable', 'Fraunces Fallback', 'Fraunces Fallback Times', Georgia, 'Times New Roman', serif",
} as const

/** Regular text is 400, labels and buttons 600; headings 500, since the serif carries them without weight. */
const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700, heading: 500 } as const

/** Text breathes (body), headings sit tight; small print in between. */
const lineHeights = { tight: 1.15, heading: 1.2, snug: 1.35, body: 1.6 } as const

/** Headings are set a touch tighter, the biggest a little more (a serif opens up as it grows). */
const letterSpacings = { heading: '-0.01em', display: '-0.02em' } as const

// Source Sans 3 runs small (a low x-height), so text is set at 17 px; headings step up by about 1.25.
const fontSizes = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: '1.25rem',
  xl: '1.625rem',
  xxl: '2.25rem',
  display: '3.25rem',
} as const

/** Vertical rhythm between page blocks (the `space` block's sizes too). */
const blockSpace = { small: '32px', medium: '64px', large: '112px' } as const

const zIndices = { header: 10, dropdown: 20, overlay: 50, modal: 60, skipLink: 100 } as const

const shadows = {
  // Barely there: cards sit on the page rather than float above it.
  card: '0 1px 2px rgba(38, 34, 30, 0.04), 0 6px 20px rgba(38, 34, 30, 0.05)',
  raised: '0 12px 32px rgba(38, 34, 30, 0.14)',
} as const

/** Mobile first: each query means "from this width up". */
const media = {
  tablet: `@media (min-width: ${BREAKPOINTS.tablet}px)`,
  laptop: `@media (min-width: ${BREAKPOINTS.laptop}px)`,
  desktop: `@media (min-width: ${BREAKPOINTS.desktop}px)`,
  wide: `@media (min-width: ${BREAKPOINTS.wide}px)`,
} as const

export const theme = {
  colors,
  tones,
  space,
  blockSpace,
  zIndices,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  shadows,
  media,
  breakpoints: BREAKPOINTS,
  layout: { maxWidth: `${BREAKPOINTS.wide}px`, headerHeight: '72px' },
  focusRing: `outline: 3px solid ${colors.focus}; outline-offset: 2px;`,
} as const

export type AppTheme = typeof theme
