/** The PDFs' look: A4, the colours of the storefront's theme (wine red, warm paper, warm ink, brass) and type sizes. */
import { StyleSheet } from '@react-pdf/renderer'
import { FONT_FAMILY } from './fonts'

export const COLOURS = {
  ink: '#26221e',
  muted: '#5f574e',
  line: '#e6ddd1',
  accent: '#7a1f2b',
  brass: '#b8893b',
  paper: '#faf7f2',
  linen: '#f2ece3',
  campaign: '#a12622',
} as const

/** Points (1/72 inch): A4 is 595 × 842. */
export const PAGE_MARGIN = 40

export const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 10,
    color: COLOURS.ink,
    paddingTop: PAGE_MARGIN,
    paddingBottom: 60,
    paddingHorizontal: PAGE_MARGIN,
  },
  title: { fontSize: 20, fontWeight: 700, marginBottom: 4 },
  subtitle: { fontSize: 11, color: COLOURS.muted, marginBottom: 12 },
  small: { fontSize: 8, color: COLOURS.muted },
  bold: { fontWeight: 700 },
  row: { flexDirection: 'row' },
  rule: { borderBottomWidth: 0.75, borderBottomColor: COLOURS.line, marginVertical: 8 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: PAGE_MARGIN,
    right: PAGE_MARGIN,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: COLOURS.muted,
    borderTopWidth: 0.5,
    borderTopColor: COLOURS.line,
    paddingTop: 6,
  },
})
