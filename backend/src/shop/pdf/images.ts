/**
 * Product pictures for the PDFs, read from the media storage (DATA_DIR/media, collections/Media.ts) and scaled down
 * to JPEG with sharp: react-pdf embeds JPEG and PNG only, and a full-size original would make a list of many
 * products heavy. A picture that is missing or unreadable is left out, never an error.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { env } from '../../env'

export interface PdfImage {
  data: Buffer
  format: 'jpg'
  width: number
  height: number
}

/** A stored file's name only: no folders, no way out of the media folder. */
const isPlainFileName = (name: string) => name.length > 0 && !name.includes('/') && !name.includes('\\') && !name.includes('..')

/** The picture at most `maxPixels` wide and high, or null. */
export async function productPicture(fileName: string | null | undefined, maxPixels: number): Promise<PdfImage | null> {
  if (!fileName || !isPlainFileName(fileName)) return null
  try {
    const source = await readFile(path.join(env().DATA_DIR, 'media', fileName))
    const { data, info } = await sharp(source)
      .rotate()
      .resize(maxPixels, maxPixels, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    return { data, format: 'jpg', width: info.width, height: info.height }
  } catch {
    return null
  }
}
