// Design tokens. Components take colours, spacing and radii from here only.
// Contrast (WCAG 2.1 AA) checked for the pairs used: text/cream 13.5:1, textMuted/cream 6.5:1 (5.8:1 on
// surfaceAlt), onPrimary/primary 9.8:1, primary/cream 9.5:1, error/cream 6.9:1, success/cream 5.9:1,
// warning/cream 5.5:1, focus ring/cream 7.7:1 (the ring is offset, so it always sits on the page colour),
// borderStrong/cream 3.6:1 (non-text UI, needs 3:1). Added for blocks: text/gold 7.3:1, onPrimary/green 6.2:1,
// onPrimary/charcoal 14:1, primary/wineSoft 8.3:1, success/greenSoft 5.4:1, text/goldSoft 11.4:1.
// On wine, green and charcoal backgrounds the focus ring switches to onPrimary (8:1 and more against them).
import { BREAKPOINTS } from '@/config/constants'

const colors = {
  primary: '#7a1f2b', // deep wine red
  primaryHover: '#5c1520',
  onPrimary: '#fffaf2',
  background: '#faf6ef', // cream
  surface: '#ffffff',
  surfaceAlt: '#f1e9dc',
  text: '#2b2926', // charcoal
  textMuted: '#5e5850',
  border: '#d9cfc0',
  borderStrong: '#8a7f70',
  accent: '#b8893b', // brass, decorative only (not for text)
  success: '#2f6b3a',
  warning: '#8a5a00',
  error: '#a12622',
  focus: '#1f4e8c',
  overlay: 'rgba(43, 41, 38, 0.72)',
  onOverlay: '#ffffff',
  skeleton: '#ebe3d6',
  gold: '#d9b26a', // champagne gold, a background for dark text
  goldSoft: '#f3e3c0',
  green: '#2f6b3a', // olive-leaf green, a background for light text
  greenSoft: '#e3efe4',
  wineSoft: '#f6e3e5',
  charcoal: '#2b2926',
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
  xl: '32px',
  xxl: '48px',
  xxxl: '72px',
} as const

const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const

const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif",
} as const

const fontSizes = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
  display: '2.75rem',
} as const

/** Vertical rhythm between page blocks (the `space` block's sizes too). */
const blockSpace = { small: '24px', medium: '48px', large: '96px' } as const

const zIndices = { header: 10, dropdown: 20, overlay: 50, modal: 60, skipLink: 100 } as const

const shadows = {
  card: '0 1px 2px rgba(43, 41, 38, 0.08), 0 4px 12px rgba(43, 41, 38, 0.06)',
  raised: '0 8px 24px rgba(43, 41, 38, 0.16)',
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
  shadows,
  media,
  breakpoints: BREAKPOINTS,
  layout: { maxWidth: `${BREAKPOINTS.wide}px`, headerHeight: '72px' },
  focusRing: `outline: 3px solid ${colors.focus}; outline-offset: 2px;`,
} as const

export type AppTheme = typeof theme
