/** Finds Debian's Chromium for Playwright (which must never download a browser of its own). */
import { existsSync } from 'node:fs'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
]

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  return candidates.find((p) => existsSync(p))
}
