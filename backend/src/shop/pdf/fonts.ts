/**
 * The PDFs' typeface: Inter from the @fontsource/inter package, its static .woff files (react-pdf reads TrueType and
 * WOFF, not WOFF2 nor variable fonts). The "latin" subset holds æ, ø, å and the rest of Latin-1. Found on disk from
 * the working directory upwards, not through require.resolve, which a bundler would rewrite into a module id.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Font } from '@react-pdf/renderer'

export const FONT_FAMILY = 'Inter'

const FILES = { 400: 'inter-latin-400-normal.woff', 700: 'inter-latin-700-normal.woff', italic: 'inter-latin-400-italic.woff' } as const

function fontDir(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '@fontsource', 'inter', 'files')
    if (existsSync(path.join(candidate, FILES[400]))) return candidate
    if (path.dirname(dir) === dir) throw new Error('The PDF font (@fontsource/inter) is not installed')
  }
}

let registered = false

/** Registers the font once per process; every document calls it before rendering. */
export function registerFonts(): void {
  if (registered) return
  const dir = fontDir()
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: path.join(dir, FILES[400]), fontWeight: 400 },
      { src: path.join(dir, FILES[700]), fontWeight: 700 },
      { src: path.join(dir, FILES.italic), fontWeight: 400, fontStyle: 'italic' },
    ],
  })
  // Danish words are long; react-pdf's default hyphenation splits them at odd places, so words break only at spaces.
  Font.registerHyphenationCallback((word) => [word])
  registered = true
}
