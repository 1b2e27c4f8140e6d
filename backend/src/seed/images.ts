/**
 * Product and banner pictures drawn at seed time (no stock photos in the repository): SVG rendered to PNG by
 * sharp, so the image endpoint has real files to resize and crop. Banners are fixed scenes; every product gets a
 * drawing of its kind in its own colours with its own label (drawProductImage), cheap enough to draw hundreds.
 */
import sharp from 'sharp'
import { createLcg } from './random'
import { bottle, PRODUCT_BODIES, type ProductPicture } from './product-drawings'

export type { BottleShape, PictureHints, ProductPicture } from './product-drawings'

/** The kinds of picture: products (the first group) and the shop's banners and tiles (the second). */
export type Motif =
  | 'redWine'
  | 'whiteWine'
  | 'roseWine'
  | 'sparklingWine'
  | 'dessertWine'
  | 'orangeWine'
  | 'cheese'
  | 'charcuterie'
  | 'oil'
  | 'vinegar'
  | 'chocolate'
  | 'sweets'
  | 'coffee'
  | 'tea'
  | 'chips'
  | 'nuts'
  | 'jar'
  | 'event'
  | 'basket'
  | 'giftBox'
  | 'board'
  | 'glass'
  | 'carafe'
  | 'knife'
  | 'bowl'
  | 'linen'
  | 'heroWine'
  | 'heroDeli'
  | 'vineyard'
  | 'shopFront'
  | 'tasting'
  | 'giftCard'

const BOTTLE = (fill: string) => `
  <rect x="372" y="120" width="56" height="150" rx="10" fill="${fill}"/>
  <path d="M340 300 Q340 262 372 250 L428 250 Q460 262 460 300 L460 690 Q460 710 440 710 L360 710 Q340 710 340 690 Z" fill="${fill}"/>
  <rect x="350" y="430" width="100" height="130" rx="6" fill="#f6efe2"/>
  <rect x="366" y="455" width="68" height="8" rx="4" fill="#7a1f2b"/>
  <rect x="372" y="475" width="56" height="6" rx="3" fill="#9a8a70"/>`

interface Scene {
  bg: [string, string]
  body: string
  width: number
  height: number
}

/** The fixed scenes: banners and tiles, and the cheese and oil pictures of the content pages. */
const scenes: Partial<Record<Motif, Scene>> = {
  cheese: {
    bg: ['#f5ecd7', '#e8d6ad'],
    body: `<path d="M180 560 L620 560 L620 420 L180 300 Z" fill="#f2c14e"/><path d="M180 300 L620 420 L560 360 L220 260 Z" fill="#f7d77e"/>
      <circle cx="300" cy="470" r="28" fill="#d9a53a"/><circle cx="480" cy="500" r="20" fill="#d9a53a"/><circle cx="420" cy="440" r="14" fill="#d9a53a"/>`,
    width: 800,
    height: 800,
  },
  oil: {
    bg: ['#eef0dc', '#d5dab0'],
    body: `<rect x="380" y="140" width="40" height="110" rx="8" fill="#3d4a1a"/><path d="M330 290 Q330 250 380 240 L420 240 Q470 250 470 290 L470 700 L330 700 Z" fill="#9fae3c"/>
      <rect x="345" y="420" width="110" height="120" rx="6" fill="#fbf7ea"/>`,
    width: 800,
    height: 800,
  },
  heroWine: {
    bg: ['#3b0d18', '#7a1f2b'],
    body: `<g transform="translate(900 -40) scale(1.1)">${BOTTLE('#1c0509')}</g><g transform="translate(1180 20) scale(1)">${BOTTLE('#e88a8f')}</g>
      <circle cx="300" cy="620" r="260" fill="#ffffff" opacity="0.05"/>`,
    width: 1920,
    height: 1080,
  },
  heroDeli: {
    bg: ['#e8d6ad', '#c9a56a'],
    body: `<g transform="translate(860 180)"><path d="M180 560 L620 560 L620 420 L180 300 Z" fill="#f2c14e"/><path d="M180 300 L620 420 L560 360 L220 260 Z" fill="#f7d77e"/></g>
      <g transform="translate(1300 60)"><path d="M330 290 Q330 250 380 240 L420 240 Q470 250 470 290 L470 700 L330 700 Z" fill="#6b7a22"/></g>`,
    width: 1920,
    height: 1080,
  },
  vineyard: {
    bg: ['#f6d9a8', '#a9c27a'],
    body: `<circle cx="1500" cy="260" r="120" fill="#fbeec1"/>
      <path d="M0 620 Q480 460 960 600 T1920 560 L1920 1080 L0 1080 Z" fill="#7d9a45"/>
      <path d="M0 760 Q520 640 1040 760 T1920 720 L1920 1080 L0 1080 Z" fill="#5e7a32"/>
      ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${-200 + i * 320} 1080 Q${260 + i * 200} 820 ${760 + i * 120} 700" stroke="#3f5a22" stroke-width="14" fill="none"/>`).join('')}`,
    width: 1920,
    height: 1080,
  },
  shopFront: {
    bg: ['#efe6d6', '#d9c7a8'],
    body: `<rect x="420" y="220" width="1080" height="760" fill="#f8f3ea"/><rect x="420" y="220" width="1080" height="120" fill="#7a1f2b"/>
      <rect x="500" y="400" width="360" height="420" fill="#3b2a22"/><rect x="520" y="420" width="320" height="380" fill="#c9b48c" opacity="0.6"/>
      <rect x="1000" y="400" width="220" height="580" fill="#4a0f1c"/><circle cx="1190" cy="700" r="10" fill="#e8c26e"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${420 + i * 180} 340 L${510 + i * 180} 340 L${480 + i * 180} 380 L${450 + i * 180} 380 Z" fill="${i % 2 ? '#f6efe2' : '#9a2a36'}"/>`).join('')}`,
    width: 1920,
    height: 1080,
  },
  tasting: {
    bg: ['#2d1b2e', '#6b2f3c'],
    body: [300, 560]
      .map(
        (x) => `<path d="M${x} 200 Q${x} 400 ${x + 90} 410 Q${x + 180} 400 ${x + 180} 200 Z" fill="#f6efe2" opacity="0.85"/>
        <path d="M${x + 12} 300 Q${x + 20} 395 ${x + 90} 398 Q${x + 160} 395 ${x + 168} 300 Z" fill="#8b1e2d"/>
        <rect x="${x + 82}" y="410" width="16" height="200" fill="#f6efe2"/><rect x="${x + 30}" y="606" width="120" height="12" rx="6" fill="#f6efe2"/>`,
      )
      .join(''),
    width: 1000,
    height: 800,
  },
  giftCard: {
    bg: ['#f4e9d8', '#e3cfae'],
    body: `<rect x="150" y="220" width="700" height="420" rx="36" fill="#7a1f2b"/><rect x="150" y="400" width="700" height="40" fill="#e8c26e"/>
      <rect x="480" y="220" width="40" height="420" fill="#e8c26e"/><circle cx="470" cy="400" r="46" fill="none" stroke="#e8c26e" stroke-width="18"/>
      <circle cx="530" cy="400" r="46" fill="none" stroke="#e8c26e" stroke-width="18"/>`,
    width: 1000,
    height: 800,
  },
}

function svgDocument(width: number, height: number, bg: [string, string], body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>${body}</svg>`
}

/** A picture of a motif on its own; product motifs without a fixed scene get a plain product picture. */
export async function drawImage(motif: Motif): Promise<{ data: Buffer; width: number; height: number }> {
  const scene = scenes[motif]
  if (!scene)
    return drawProductImage({ motif, colour: '#7a1f2b', accent: '#f6efe2', label: [''], background: ['#f4ede2', '#e2d3bc'], seed: 1 })
  const data = await sharp(Buffer.from(svgDocument(scene.width, scene.height, scene.bg, scene.body)))
    .png({ compressionLevel: 9 })
    .toBuffer()
  return { data, width: scene.width, height: scene.height }
}

export const PRODUCT_PICTURE_SIZE = 800

/** Soft circles in the background, placed by the picture's seed. */
function backdrop(seed: number): string {
  const next = createLcg(seed)
  // Two modest circles: blending large areas is what costs librsvg time.
  return [0, 1]
    .map(
      () =>
        `<circle cx="${Math.round(next() * 800)}" cy="${Math.round(next() * 560)}" r="${Math.round(50 + next() * 110)}" fill="#ffffff" fill-opacity="${(0.15 + next() * 0.2).toFixed(2)}"/>`,
    )
    .join('')
}

/** A product's picture as PNG: PRODUCT_PICTURE_SIZE square, small enough to draw hundreds at seed time. */
export async function drawProductImage(p: ProductPicture): Promise<{ data: Buffer; width: number; height: number }> {
  const draw = PRODUCT_BODIES[p.motif] ?? bottle
  const body = `<defs><linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
    <stop offset="0.25" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>
    ${backdrop(p.seed)}<ellipse cx="400" cy="735" rx="230" ry="22" fill="#000000" fill-opacity="0.12"/>${draw(p)}`
  const size = PRODUCT_PICTURE_SIZE
  // A flat wall and a table top instead of a gradient: a full-canvas gradient costs librsvg more than all the rest.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="100%" height="100%" fill="${p.background[0]}"/><rect y="${size * 0.72}" width="100%" height="${size * 0.28}" fill="${p.background[1]}"/>${body}</svg>`
  // Level 6 instead of 9: a third of the time for files a few kB larger; the image endpoint re-encodes anyway.
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
  return { data, width: size, height: size }
}
