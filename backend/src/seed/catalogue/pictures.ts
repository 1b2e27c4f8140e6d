/**
 * The picture of each demo product, worked out from its data: a wine's bottle takes its colour and shape, its
 * label the producer's initials and the vintage; a package shows its short name and its size. Pure, so the same
 * product always gets the same picture.
 */
import type { DemoProduct } from '../demo-data'
import type { BottleShape, Motif, ProductPicture } from '../images'
import { COLOUR_WORDS } from './wines'

/** A stable 32-bit number from a text (FNV-1a), for picking colours and placing the background. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

const BACKGROUNDS: Record<string, Array<[string, string]>> = {
  warm: [
    ['#f3e6d8', '#e2c9b0'],
    ['#f6ece0', '#e8d2b8'],
    ['#f1e4dc', '#dcc0b0'],
    ['#f5efe4', '#e4d4bc'],
  ],
  green: [
    ['#f4f1e4', '#e0dcc0'],
    ['#eef2e4', '#d8e0c0'],
    ['#eef0dc', '#d5dab0'],
    ['#f2f2e8', '#dcdcc4'],
  ],
  pink: [
    ['#fbe9e7', '#f0c9c4'],
    ['#f8ece8', '#ecd0c8'],
    ['#fbeeea', '#f2d4cc'],
  ],
  gold: [
    ['#f6f0dc', '#e6d8a8'],
    ['#f8eed8', '#ebd3a0'],
    ['#f4ecd6', '#e2d2a4'],
  ],
  cool: [
    ['#eef0f2', '#d4dadf'],
    ['#e8eef2', '#cdd8e0'],
    ['#eceaf2', '#d4d0e0'],
  ],
  dark: [
    ['#2d1b2e', '#5a2a3a'],
    ['#2a1f2e', '#4a2a44'],
    ['#1f1b2e', '#3a2a4a'],
  ],
}

const MOTIF_BACKGROUND: Partial<Record<Motif, keyof typeof BACKGROUNDS>> = {
  whiteWine: 'green',
  oil: 'green',
  tea: 'green',
  roseWine: 'pink',
  jar: 'pink',
  sparklingWine: 'gold',
  dessertWine: 'gold',
  orangeWine: 'gold',
  cheese: 'gold',
  glass: 'cool',
  carafe: 'cool',
  knife: 'cool',
  linen: 'cool',
  event: 'dark',
}

const DEFAULT_LOOK: Partial<Record<Motif, { colour: string; accent: string }>> = {
  cheese: { colour: '#f2c14e', accent: '#d9a53a' },
  oil: { colour: '#9fae3c', accent: '#3d4a1a' },
  chips: { colour: '#2d2a26', accent: '#d9b26f' },
  event: { colour: '#8b1e2d', accent: '#7a1f2b' },
  basket: { colour: '#a86b32', accent: '#4a0f1c' },
  board: { colour: '#8a5a2b', accent: '#6e4420' },
}

const WINE_COLOUR_OF_MOTIF: Partial<Record<Motif, keyof typeof COLOUR_WORDS>> = {
  redWine: 'red',
  whiteWine: 'white',
  roseWine: 'rose',
  sparklingWine: 'sparkling',
  dessertWine: 'dessert',
  orangeWine: 'orange',
}

const DEFAULT_SHAPE: Record<keyof typeof COLOUR_WORDS, BottleShape> = {
  red: 'bordeaux',
  white: 'burgundy',
  rose: 'flute',
  sparkling: 'champagne',
  dessert: 'half',
  orange: 'burgundy',
}

/** Slightly darker or lighter, so two bottles of one colour are not the same glass. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 + amount))))
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

/** "Domaine des Chênes" → "DC", "Château La Garenne" → "CLG": the capitalised words' first letters. */
export function initials(producer: string): string {
  return (
    producer
      .split(/[\s-]+/)
      .filter((word) => /^\p{Lu}/u.test(word))
      .slice(0, 3)
      .map((word) => word[0])
      .join('') || producer.slice(0, 2).toUpperCase()
  )
}

/** The size as a label shows it: 250 g, 75 cl, 1,5 l, 12 stk. */
export function sizeText(netContent: number | undefined, unit: DemoProduct['netContentUnit']): string | undefined {
  if (!netContent || !unit) return undefined
  if (unit === 'kg') return netContent < 1 ? `${Math.round(netContent * 1000)} g` : `${String(netContent).replace('.', ',')} kg`
  if (unit === 'l') return netContent < 1 ? `${Math.round(netContent * 1000)} ml` : `${String(netContent).replace('.', ',')} l`
  return `${netContent} stk.`
}

/** A short name for a label: a quoted name, else the region of a food, else the leading capitalised words. */
function shortName(p: DemoProduct): string {
  const quoted = /"([^"]+)"/.exec(p.name.da)
  if (quoted) return quoted[1]
  if (p.type === 'Food' && p.region) return p.region.da
  const words = p.name.da.split(',')[0].split(/\s+/)
  const leading: string[] = []
  for (const word of words) {
    if (leading.length > 0 && !/^\p{Lu}/u.test(word)) break
    leading.push(word)
  }
  return leading.slice(0, 2).join(' ')
}

export function pictureFor(p: DemoProduct): ProductPicture {
  const seed = hashText(p.productNumber)
  const hints = p.picture ?? {}
  const family = BACKGROUNDS[MOTIF_BACKGROUND[p.motif] ?? 'warm']
  const background = family[seed % family.length]
  const wineColour = p.colour ?? WINE_COLOUR_OF_MOTIF[p.motif]
  if (p.type === 'Wine' && wineColour) {
    const words = COLOUR_WORDS[wineColour]
    const second = p.vintage ? String(p.vintage) : wineColour === 'sparkling' ? 'Brut' : 'NV'
    return {
      motif: words.motif,
      colour: hints.colour ?? shade(words.glass, ((seed >> 8) % 21) / 100 - 0.1),
      accent: hints.accent ?? words.ink,
      label: hints.label ?? [initials(p.producer ?? p.name.da), second],
      background,
      shape: hints.shape ?? DEFAULT_SHAPE[wineColour],
      magnum: (p.netContent ?? 0) >= 1.5,
      seed,
    }
  }
  const look = DEFAULT_LOOK[p.motif] ?? { colour: '#7a1f2b', accent: '#c9a54a' }
  // An event's calendar leaf: what (or when) large, the city above it.
  const eventLabel: [string, string?] = [p.region?.da ?? shortName(p), p.name.da.split(',').at(-1)?.trim()]
  return {
    motif: p.motif,
    colour: hints.colour ?? look.colour,
    accent: hints.accent ?? look.accent,
    label: hints.label ?? (p.type === 'Event' ? eventLabel : [shortName(p), sizeText(p.netContent, p.netContentUnit)]),
    background,
    pattern: hints.pattern,
    seed,
  }
}
