/**
 * Recipe pictures drawn at seed time, like the product pictures (./images.ts): a dish seen from above (or a drink
 * from the side) as an SVG, rendered by sharp and uploaded with Danish and English alt texts. Each dish is a
 * vessel, a base and garnishes scattered by a generator seeded with the recipe's key, so every recipe gets its
 * own picture and the same one on every seed.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import type { Id } from './media'
import { createRandom, textSeed } from './random'

export type Vessel = 'plate' | 'bowl' | 'board' | 'pan' | 'glass' | 'dish'
export type Garnish = 'dot' | 'slice' | 'leaf' | 'ball' | 'cube' | 'strip'

export interface DishPicture {
  vessel: Vessel
  /** The food filling the vessel (or the drink in the glass). */
  base: string
  garnishes: Array<{ shape: Garnish; color: string; count: number; size: number }>
  /** The table: linen, oak or slate. */
  table?: 'linen' | 'oak' | 'slate'
}

export const RECIPE_IMAGE_WIDTH = 1200
export const RECIPE_IMAGE_HEIGHT = 800

const TABLES: Record<NonNullable<DishPicture['table']>, [string, string]> = {
  linen: ['#f4efe6', '#e4dacb'],
  oak: ['#d9b98f', '#b98e5f'],
  slate: ['#4a4c50', '#2f3033'],
}

/** A deterministic generator seeded from a text (random.ts), so pictures are stable between seeds. */
function generator(seedText: string): () => number {
  return createRandom(textSeed(seedText)).next
}

const CX = RECIPE_IMAGE_WIDTH / 2
const CY = RECIPE_IMAGE_HEIGHT / 2

function garnish(shape: Garnish, color: string, size: number, x: number, y: number, angle: number): string {
  const at = `transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(0)})"`
  switch (shape) {
    case 'dot':
      return `<circle ${at} r="${size / 2}" fill="${color}"/>`
    case 'ball':
      return `<g ${at}><circle r="${size / 2}" fill="${color}"/><circle cx="${-size / 6}" cy="${-size / 6}" r="${size / 7}" fill="#ffffff" opacity="0.35"/></g>`
    case 'slice':
      return `<ellipse ${at} rx="${size / 2}" ry="${size / 4}" fill="${color}" stroke="#00000022" stroke-width="3"/>`
    case 'leaf':
      return `<path ${at} d="M${-size / 2} 0 Q0 ${-size / 3} ${size / 2} 0 Q0 ${size / 3} ${-size / 2} 0 Z" fill="${color}"/>`
    case 'cube':
      return `<rect ${at} x="${-size / 2}" y="${-size / 2}" width="${size}" height="${size}" rx="${size / 6}" fill="${color}"/>`
    case 'strip':
      return `<rect ${at} x="${-size / 2}" y="${-size / 8}" width="${size}" height="${size / 4}" rx="${size / 8}" fill="${color}"/>`
  }
}

/** Garnishes scattered inside an ellipse around a centre (the picture's, unless given). */
function scatter(
  picture: DishPicture,
  random: () => number,
  spread: { rx: number; ry: number; cx?: number; cy?: number; share?: number },
): string {
  const { cx = CX, cy = CY, share = 1 } = spread
  return picture.garnishes
    .flatMap(({ shape, color, count, size }) =>
      Array.from({ length: Math.max(1, Math.round(count * share)) }, () => {
        const angle = random() * Math.PI * 2
        const distance = Math.sqrt(random())
        const x = cx + Math.cos(angle) * spread.rx * distance
        const y = cy + Math.sin(angle) * spread.ry * distance
        return garnish(shape, color, size * (0.8 + random() * 0.4), x, y, random() * 360)
      }),
    )
    .join('')
}

function vessel(picture: DishPicture, random: () => number): string {
  const food = (rx: number, ry: number) => scatter(picture, random, { rx, ry })
  switch (picture.vessel) {
    case 'plate':
      return `<circle cx="${CX + 14}" cy="${CY + 18}" r="330" fill="#00000022"/><circle cx="${CX}" cy="${CY}" r="330" fill="#fbf8f2"/>
        <circle cx="${CX}" cy="${CY}" r="260" fill="#f1ebe0"/><ellipse cx="${CX}" cy="${CY}" rx="210" ry="190" fill="${picture.base}"/>${food(190, 170)}`
    case 'bowl':
      return `<circle cx="${CX + 14}" cy="${CY + 18}" r="300" fill="#00000026"/><circle cx="${CX}" cy="${CY}" r="300" fill="#2f5d62"/>
        <circle cx="${CX}" cy="${CY}" r="250" fill="${picture.base}"/>${food(200, 200)}`
    case 'board':
      return `<rect x="${CX - 440}" y="${CY - 250}" width="880" height="500" rx="60" fill="#00000022" transform="translate(14 18)"/>
        <rect x="${CX - 440}" y="${CY - 250}" width="880" height="500" rx="60" fill="#9a6a3a"/>
        <path d="M${CX - 400} ${CY - 180} Q${CX} ${CY - 220} ${CX + 400} ${CY - 170}" stroke="#7d5228" stroke-width="6" fill="none"/>
        <rect x="${CX - 330}" y="${CY - 170}" width="660" height="340" rx="30" fill="${picture.base}"/>${food(320, 160)}`
    case 'pan':
      return `<rect x="${CX + 280}" y="${CY - 28}" width="300" height="56" rx="28" fill="#1d1d1f"/>
        <circle cx="${CX}" cy="${CY}" r="320" fill="#2a2a2d"/><circle cx="${CX}" cy="${CY}" r="280" fill="${picture.base}"/>${food(220, 220)}`
    case 'dish':
      return `<rect x="${CX - 400}" y="${CY - 260}" width="800" height="520" rx="80" fill="#00000022" transform="translate(14 18)"/>
        <rect x="${CX - 400}" y="${CY - 260}" width="800" height="520" rx="80" fill="#f6f1e8"/>
        <rect x="${CX - 340}" y="${CY - 200}" width="680" height="400" rx="50" fill="${picture.base}"/>${food(300, 170)}`
    case 'glass':
      // Drinks from the side: two glasses and what floats in them.
      return [CX - 200, CX + 200]
        .map(
          (
            x,
          ) => `<path d="M${x - 120} ${CY - 250} L${x + 120} ${CY - 250} L${x + 100} ${CY + 250} Q${x} ${CY + 280} ${x - 100} ${CY + 250} Z" fill="#ffffff" opacity="0.55"/>
          <path d="M${x - 110} ${CY - 170} L${x + 110} ${CY - 170} L${x + 95} ${CY + 240} Q${x} ${CY + 265} ${x - 95} ${CY + 240} Z" fill="${picture.base}"/>
          <path d="M${x - 90} ${CY - 240} L${x - 70} ${CY + 220}" stroke="#ffffff" stroke-width="10" opacity="0.5"/>
          ${scatter(picture, random, { rx: 70, ry: 170, cx: x, cy: CY + 40, share: 0.5 })}`,
        )
        .join('')
  }
}

export function recipeSvg(key: string, picture: DishPicture): string {
  const random = generator(key)
  const [from, to] = TABLES[picture.table ?? 'linen']
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RECIPE_IMAGE_WIDTH}" height="${RECIPE_IMAGE_HEIGHT}" viewBox="0 0 ${RECIPE_IMAGE_WIDTH} ${RECIPE_IMAGE_HEIGHT}">
    <defs><linearGradient id="table" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#table)"/>
    <rect x="-40" y="${RECIPE_IMAGE_HEIGHT - 210}" width="360" height="260" rx="12" fill="#c8d6cf" opacity="0.8" transform="rotate(-8)"/>
    ${vessel(picture, random)}</svg>`
}

export async function drawRecipeImage(key: string, picture: DishPicture): Promise<Buffer> {
  // Flat colours compress well at a middle level; level 9 would cost the seed time for a few kilobytes.
  return sharp(Buffer.from(recipeSvg(key, picture)))
    .png({ compressionLevel: 6 })
    .toBuffer()
}

/** Uploads a drawn picture as a media document with Danish and English alt texts (as ./media.ts does). */
export async function uploadRecipeImage(payload: Payload, key: string, data: Buffer, alt: { da: string; en: string }): Promise<Id> {
  const doc = await payload.create({
    collection: 'media',
    data: { alt: alt.da },
    locale: 'da',
    file: { data, mimetype: 'image/png', name: `opskrift-${key}.png`, size: data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, data: { alt: alt.en }, locale: 'en' })
  return doc.id
}
