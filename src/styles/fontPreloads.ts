// The two brand faces' latin files, which every page's text uses (src/styles/fonts.css): the document asks for them
// with its head, before the stylesheet has been read, so the first layout already has them and the page is not laid
// out again as each arrives (four full layouts became one on home under a throttled CPU). latin-ext stays on demand.
// The same files as the stylesheet's url()s: Next names every asset static/media/[name].[hash:8][ext], so the addresses
// are equal (next.config.js turns a woff2 imported from code into such an asset; tests/e2e/fonts.spec.ts checks it).
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'
import sourceSansLatin from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'

export const PRELOADED_FONTS: readonly string[] = [sourceSansLatin, frauncesLatin]
