/**
 * The brand faces' latin files are asked for with the document's head (src/styles/fontPreloads.ts): the preloaded
 * addresses must be the very files the stylesheet's @font-face rules use, or the browser would fetch each face twice
 * and lay the page out again when the second copy arrives.
 */
import { expect, test } from './fixtures'

test('the document preloads the two latin brand faces, and they are the files the page then uses, each fetched once', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
  await page.evaluate(() => document.fonts.ready)

  const preloaded = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: new URL((link as HTMLLinkElement).href).pathname, crossOrigin: (link as HTMLLinkElement).crossOrigin })),
    )
  expect(preloaded.map((link) => link.href.replace(/\.[0-9a-f]{8}\.woff2$/, ''))).toEqual([
    '/_next/static/media/source-sans-3-latin-wght-normal',
    '/_next/static/media/fraunces-latin-wght-normal',
  ])
  // Fonts are fetched in CORS mode: a preload without crossorigin would not be used.
  expect(preloaded.every((link) => link.crossOrigin === 'anonymous')).toBe(true)

  // The faces the page has loaded are the preloaded files: no second copy under another name.
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.unicodeRange.slice(0, 10)}`),
  )
  expect(loaded.length).toBeGreaterThanOrEqual(2)
  for (const { href } of preloaded) expect(fonts.filter((font) => font === href)).toHaveLength(1)
  expect(new Set(fonts).size).toBe(fonts.length)
  const names = fonts.map((font) => font.replace(/\.[0-9a-f]{8}\.woff2$/, ''))
  expect(new Set(names).size).toBe(names.length)
})
