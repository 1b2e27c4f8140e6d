/**
 * Product pictures: one drawing per kind of product, told apart by its colours and a label with the product's own
 * short text (a producer's initials and a vintage, a cheese's name and weight), so 300 products look like 300.
 * Each drawing is SVG on the PRODUCT_PICTURE_SIZE square; images.ts renders it to PNG.
 */
import type { Motif } from './images'

export type BottleShape = 'bordeaux' | 'burgundy' | 'flute' | 'champagne' | 'half'

export interface ProductPicture {
  motif: Motif
  /** The main colour: a bottle's glass, a cheese's paste, a bag or a box. */
  colour: string
  /** The second colour: the label's ink, a rind, a lid, a ribbon. */
  accent: string
  /** One or two short lines for the label; the first is the larger. */
  label: [string, string?]
  background: [string, string]
  /** Bottles only. */
  shape?: BottleShape
  /** 1.5-litre bottles are drawn larger. */
  magnum?: boolean
  /** Cheese: blue veins, holes or a bloomy rind. */
  pattern?: 'veins' | 'holes' | 'bloomy' | 'plain'
  /** Places the background's circles, so two pictures of one kind still differ. */
  seed: number
}

/** What a product's data may say about its picture; the rest follows from its motif and its other fields. */
export type PictureHints = Partial<Pick<ProductPicture, 'colour' | 'accent' | 'label' | 'shape' | 'pattern'>>

const CREAM = '#f8f2e6'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Text centred at (x, y), shrunk to fit `width` (DejaVu averages about 0.6 em a character). */
function fitText(
  text: string,
  x: number,
  y: number,
  width: number,
  maxSize: number,
  fill: string,
  serif = false,
  weight = 'normal',
): string {
  if (!text) return ''
  const size = Math.max(12, Math.min(maxSize, Math.floor(width / (0.6 * text.length))))
  const family = serif ? 'DejaVu Serif, serif' : 'DejaVu Sans, sans-serif'
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" text-anchor="middle" fill="${fill}">${escapeXml(text)}</text>`
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', '').padEnd(6, 'f').slice(0, 6), 16)
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255
}

/** A label: a cream panel with the two lines, at (x, y) of size w × h; a pale accent would vanish, so ink then. */
function label(p: ProductPicture, x: number, y: number, w: number, h: number, rx = 6, panel = CREAM): string {
  const [first, second] = p.label
  const cx = x + w / 2
  const ink = luminance(p.accent) > 0.6 ? '#4b3b2a' : p.accent
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${panel}"/>
    <rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="${Math.max(2, rx - 3)}" fill="none" stroke="${ink}" stroke-width="2" stroke-opacity="0.6"/>
    ${fitText(first, cx, y + h * (second ? 0.5 : 0.6), w - 28, Math.min(46, h * 0.36), ink, true, 'bold')}
    ${second ? fitText(second, cx, y + h * 0.8, w - 30, Math.min(26, h * 0.2), '#4b3b2a') : ''}`
}

export function bottle(p: ProductPicture): string {
  const paths: Record<BottleShape, { glass: string; neck: [number, number, number, number]; label: [number, number, number, number] }> = {
    bordeaux: {
      glass: 'M330 330 Q330 280 378 262 L378 120 L422 120 L422 262 Q470 280 470 330 L470 700 Q470 720 450 720 L350 720 Q330 720 330 700 Z',
      neck: [372, 100, 56, 60],
      label: [338, 440, 124, 150],
    },
    burgundy: {
      glass: 'M326 420 Q326 330 380 250 L380 120 L420 120 L420 250 Q474 330 474 420 L474 700 Q474 720 454 720 L346 720 Q326 720 326 700 Z',
      neck: [374, 100, 52, 60],
      label: [334, 470, 132, 140],
    },
    flute: {
      glass: 'M352 430 Q352 320 385 230 L385 90 L415 90 L415 230 Q448 320 448 430 L448 705 Q448 722 432 722 L368 722 Q352 722 352 705 Z',
      neck: [380, 76, 40, 50],
      label: [356, 480, 88, 150],
    },
    champagne: {
      glass: 'M318 420 Q318 320 376 250 L376 130 L424 130 L424 250 Q482 320 482 420 L482 700 Q482 722 460 722 L340 722 Q318 722 318 700 Z',
      neck: [366, 100, 68, 120],
      label: [328, 470, 144, 130],
    },
    half: {
      glass: 'M355 420 Q355 370 385 352 L385 230 L415 230 L415 352 Q445 370 445 420 L445 705 Q445 722 430 722 L370 722 Q355 722 355 705 Z',
      neck: [380, 214, 40, 40],
      label: [360, 500, 80, 130],
    },
  }
  const shape = paths[p.shape ?? 'bordeaux']
  const [nx, ny, nw, nh] = shape.neck
  const [lx, ly, lw, lh] = shape.label
  const foil = p.shape === 'champagne' ? '#c9a54a' : p.accent
  const body = `<path d="${shape.glass}" fill="${p.colour}"/>
    <path d="${shape.glass}" fill="url(#shine)" fill-opacity="0.35"/>
    <rect x="${nx}" y="${ny}" width="${nw}" height="${nh}" rx="6" fill="${foil}"/>
    ${label(p, lx, ly, lw, lh)}`
  // A magnum stands taller, scaled about its base.
  return p.magnum ? `<g transform="translate(400 730) scale(1.12) translate(-400 -730)">${body}</g>` : body
}

function cheese(p: ProductPicture): string {
  const pattern =
    p.pattern === 'veins'
      ? `<path d="M230 420 Q300 380 350 450 T480 470 T600 440" stroke="#4f6b8a" stroke-width="9" fill="none" stroke-opacity="0.8"/>
         <path d="M250 500 Q330 470 390 520 T560 510" stroke="#4f6b8a" stroke-width="7" fill="none" stroke-opacity="0.7"/>`
      : p.pattern === 'holes'
        ? `<circle cx="300" cy="470" r="28" fill="${p.accent}" fill-opacity="0.7"/><circle cx="480" cy="500" r="20" fill="${p.accent}" fill-opacity="0.7"/><circle cx="420" cy="440" r="14" fill="${p.accent}" fill-opacity="0.7"/><circle cx="560" cy="470" r="11" fill="${p.accent}" fill-opacity="0.7"/>`
        : ''
  const rind = p.pattern === 'bloomy' ? '#f4f1ea' : p.accent
  return `<path d="M180 580 L620 580 L620 430 L180 310 Z" fill="${p.colour}"/>
    <path d="M180 310 L620 430 L620 450 L180 330 Z" fill="${rind}"/>
    <path d="M620 430 L620 580 L640 570 L640 440 Z" fill="${rind}"/>
    <path d="M180 580 L620 580 L640 570 L200 570 Z" fill="${rind}" fill-opacity="0.8"/>
    ${pattern}
    ${label(p, 250, 620, 300, 110, 8)}`
}

function charcuterie(p: ProductPicture): string {
  return `<rect x="150" y="300" width="420" height="150" rx="75" fill="${p.colour}"/>
    <ellipse cx="570" cy="375" rx="48" ry="75" fill="${p.accent}"/>
    ${[0, 1, 2]
      .map(
        (
          i,
        ) => `<ellipse cx="${600 + i * 40}" cy="${470 + i * 18}" rx="60" ry="42" fill="${p.accent}" stroke="${p.colour}" stroke-width="8"/>
      <circle cx="${590 + i * 40}" cy="${462 + i * 18}" r="6" fill="#f6e7d8"/><circle cx="${615 + i * 40}" cy="${480 + i * 18}" r="5" fill="#f6e7d8"/>`,
      )
      .join('')}
    ${[0, 1, 2, 3].map((i) => `<path d="M${200 + i * 90} 300 L${200 + i * 90} 450" stroke="#e9dccb" stroke-width="4" fill-opacity="0.6"/>`).join('')}
    ${label(p, 180, 560, 340, 130, 8)}`
}

function tallBottle(p: ProductPicture, slim: boolean): string {
  const w = slim ? 130 : 160
  const x = 400 - w / 2
  return `<rect x="${400 - 20}" y="120" width="40" height="110" rx="8" fill="${p.accent}"/>
    <path d="M${x} ${290} Q${x} 250 ${400 - 22} 236 L${400 + 22} 236 Q${x + w} 250 ${x + w} 290 L${x + w} 710 Q${x + w} 724 ${x + w - 14} 724 L${x + 14} 724 Q${x} 724 ${x} 710 Z" fill="${p.colour}"/>
    <path d="M${x} 290 L${x + 26} 290 L${x + 26} 720 L${x} 710 Z" fill="#ffffff" fill-opacity="0.15"/>
    ${label(p, x + 8, 420, w - 16, 150)}`
}

function bar(p: ProductPicture): string {
  return `<g transform="rotate(-8 400 420)">
    <rect x="190" y="250" width="420" height="340" rx="14" fill="#4a2a1c"/>
    ${[0, 1, 2].flatMap((r) => [0, 1].map((c) => `<rect x="${215 + c * 200}" y="${270 + r * 105}" width="180" height="90" rx="8" fill="#5c3524"/>`)).join('')}
    <rect x="170" y="330" width="460" height="280" rx="10" fill="${p.colour}"/>
    ${label(p, 230, 380, 340, 170, 8)}</g>`
}

function box(p: ProductPicture, ribbon: boolean): string {
  const candies = [0, 1, 2, 3, 4]
    .map((i) => `<circle cx="${250 + i * 75}" cy="300" r="30" fill="${i % 2 ? p.accent : '#5c3524'}"/>`)
    .join('')
  return `${ribbon ? '' : candies}
    <rect x="180" y="330" width="440" height="360" rx="12" fill="${p.colour}"/>
    <rect x="180" y="330" width="440" height="40" fill="#000000" fill-opacity="0.12"/>
    ${ribbon ? `<rect x="385" y="330" width="30" height="360" fill="${p.accent}"/><path d="M400 330 Q330 250 300 300 Q320 340 400 330 Q480 340 500 300 Q470 250 400 330 Z" fill="${p.accent}"/>` : ''}
    ${label(p, 230, 440, 340, 160, 8)}`
}

function bag(p: ProductPicture, valve: boolean): string {
  return `<path d="M250 190 L550 190 L575 700 Q575 720 555 720 L245 720 Q225 720 225 700 Z" fill="${p.colour}"/>
    <path d="M250 190 L550 190 L552 230 L248 230 Z" fill="#000000" fill-opacity="0.2"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${262 + i * 40} 190 L${270 + i * 40} 230" stroke="#000000" stroke-width="3" fill-opacity="0.15"/>`).join('')}
    ${valve ? `<circle cx="400" cy="290" r="18" fill="${p.accent}" fill-opacity="0.8"/>` : ''}
    ${label(p, 270, 360, 260, 200, 10)}`
}

function tin(p: ProductPicture): string {
  return `<rect x="270" y="220" width="260" height="60" rx="10" fill="${p.accent}"/>
    <rect x="280" y="270" width="240" height="440" rx="14" fill="${p.colour}"/>
    <rect x="280" y="300" width="240" height="12" fill="${p.accent}" fill-opacity="0.7"/><rect x="280" y="670" width="240" height="12" fill="${p.accent}" fill-opacity="0.7"/>
    ${label(p, 298, 390, 204, 190, 8)}`
}

function jar(p: ProductPicture): string {
  return `<rect x="295" y="230" width="210" height="70" rx="10" fill="${p.accent}"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${305 + i * 34}" y="236" width="10" height="58" fill="#000000" fill-opacity="0.12"/>`).join('')}
    <path d="M290 300 L510 300 Q560 320 560 380 L560 680 Q560 720 520 720 L280 720 Q240 720 240 680 L240 380 Q240 320 290 300 Z" fill="#e8eef0" fill-opacity="0.55"/>
    <path d="M252 390 L548 390 L548 680 Q548 708 520 708 L280 708 Q252 708 252 680 Z" fill="${p.colour}"/>
    ${label(p, 265, 440, 270, 170, 8)}`
}

function bowl(p: ProductPicture, items: string): string {
  return `${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<ellipse cx="${260 + (i % 4) * 90}" cy="${395 - Math.floor(i / 4) * 40}" rx="46" ry="32" fill="${items}"/>`).join('')}
    <path d="M180 420 L620 420 Q610 600 400 620 Q190 600 180 420 Z" fill="${p.colour}"/>
    <ellipse cx="400" cy="420" rx="220" ry="28" fill="${p.colour}"/>
    <ellipse cx="400" cy="420" rx="200" ry="20" fill="#000000" fill-opacity="0.12"/>
    ${label(p, 260, 650, 280, 100, 8)}`
}

function chips(p: ProductPicture): string {
  return `<path d="M250 200 L550 200 L580 690 L220 690 Z" fill="${p.colour}"/>
    <path d="M250 200 L550 200 L553 240 L247 240 Z" fill="#000000" fill-opacity="0.2"/>
    <ellipse cx="400" cy="330" rx="80" ry="44" fill="${p.accent}"/><ellipse cx="430" cy="315" rx="50" ry="28" fill="#f3d9a0"/>
    ${label(p, 270, 420, 260, 180, 10)}`
}

function glass(p: ProductPicture): string {
  const one = (
    x: number,
  ) => `<path d="M${x - 75} 180 Q${x - 90} 380 ${x} 400 Q${x + 90} 380 ${x + 75} 180 Z" fill="#ffffff" fill-opacity="0.55" stroke="${p.accent}" stroke-width="3"/>
    <path d="M${x - 82} 300 Q${x - 80} 390 ${x} 394 Q${x + 80} 390 ${x + 82} 300 Z" fill="${p.colour}" fill-opacity="0.85"/>
    <rect x="${x - 6}" y="398" width="12" height="200" fill="#ffffff" fill-opacity="0.8" stroke="${p.accent}" stroke-width="2"/>
    <ellipse cx="${x}" cy="604" rx="70" ry="14" fill="#ffffff" fill-opacity="0.8" stroke="${p.accent}" stroke-width="2"/>`
  return `${one(300)}${one(500)}${label(p, 250, 650, 300, 100, 8)}`
}

function carafe(p: ProductPicture): string {
  return `<path d="M370 140 L430 140 L430 330 Q600 420 600 560 Q600 700 400 700 Q200 700 200 560 Q200 420 370 330 Z" fill="#ffffff" fill-opacity="0.55" stroke="${p.accent}" stroke-width="4"/>
    <path d="M212 540 Q400 500 588 540 Q596 690 400 690 Q204 690 212 540 Z" fill="${p.colour}" fill-opacity="0.85"/>
    ${label(p, 280, 720, 240, 60, 8)}`
}

function knife(p: ProductPicture): string {
  return `<g transform="rotate(-30 400 400)">
    <path d="M170 370 L560 350 Q640 360 650 400 L170 420 Z" fill="#d9dde0" stroke="#9aa3a8" stroke-width="4"/>
    <rect x="60" y="360" width="130" height="70" rx="20" fill="${p.colour}"/>
    <circle cx="95" cy="395" r="7" fill="${p.accent}"/><circle cx="150" cy="395" r="7" fill="${p.accent}"/></g>
    ${label(p, 230, 620, 340, 120, 8)}`
}

function linen(p: ProductPicture): string {
  return `${[0, 1, 2]
    .map(
      (i) => `<rect x="${200 + i * 20}" y="${260 + i * 70}" width="400" height="120" rx="10" fill="${i % 2 ? p.accent : p.colour}"/>
      <path d="M${200 + i * 20} ${300 + i * 70} L${600 + i * 20} ${300 + i * 70}" stroke="#ffffff" stroke-width="3" stroke-dasharray="10 8" fill-opacity="0.5"/>`,
    )
    .join('')}
    ${label(p, 250, 560, 300, 130, 8)}`
}

function board(p: ProductPicture): string {
  return `<rect x="170" y="300" width="460" height="220" rx="40" fill="${p.colour}"/><circle cx="660" cy="410" r="36" fill="none" stroke="${p.colour}" stroke-width="18"/>
    <path d="M200 350 Q400 320 600 360" stroke="${p.accent}" stroke-width="6" fill="none"/><path d="M210 450 Q400 420 590 470" stroke="${p.accent}" stroke-width="4" fill="none"/>
    ${label(p, 250, 580, 300, 120, 8)}`
}

function eventPicture(p: ProductPicture): string {
  return `<path d="M220 190 Q220 380 320 392 Q420 380 420 190 Z" fill="#f6efe2" fill-opacity="0.9"/><path d="M232 280 Q240 372 320 378 Q400 372 408 280 Z" fill="${p.colour}"/>
    <rect x="312" y="392" width="16" height="170" fill="#f6efe2"/><rect x="250" y="560" width="140" height="14" rx="7" fill="#f6efe2"/>
    <rect x="460" y="200" width="200" height="220" rx="14" fill="${CREAM}"/><rect x="460" y="200" width="200" height="60" rx="14" fill="${p.accent}"/>
    ${fitText(p.label[1] ?? '', 560, 245, 170, 30, CREAM, false, 'bold')}
    ${fitText(p.label[0], 560, 360, 170, 80, '#2d1b2e', true, 'bold')}`
}

function basket(p: ProductPicture): string {
  return `<path d="M230 420 Q400 150 570 420" stroke="#7a4a1e" stroke-width="22" fill="none"/>
    <rect x="280" y="250" width="46" height="190" rx="8" fill="${p.accent}"/><circle cx="470" cy="380" r="55" fill="#f2c14e"/><rect x="370" y="320" width="60" height="110" rx="6" fill="#9fae3c"/>
    <path d="M170 420 L630 420 L580 700 L220 700 Z" fill="${p.colour}"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${185 + i * 4} ${470 + i * 60} L${615 - i * 4} ${470 + i * 60}" stroke="#000000" stroke-width="5" fill-opacity="0.15"/>`).join('')}
    ${label(p, 270, 500, 260, 130, 8)}`
}

export const PRODUCT_BODIES: Partial<Record<Motif, (p: ProductPicture) => string>> = {
  redWine: bottle,
  whiteWine: bottle,
  roseWine: bottle,
  sparklingWine: bottle,
  dessertWine: bottle,
  orangeWine: bottle,
  cheese,
  charcuterie,
  oil: (p) => tallBottle(p, false),
  vinegar: (p) => tallBottle(p, true),
  chocolate: bar,
  sweets: (p) => box(p, false),
  coffee: (p) => bag(p, true),
  tea: tin,
  chips,
  nuts: (p) => bowl(p, p.accent),
  jar,
  event: eventPicture,
  basket,
  giftBox: (p) => box(p, true),
  board,
  glass,
  carafe,
  knife,
  bowl: (p) => bowl(p, '#6b7a22'),
  linen,
}
