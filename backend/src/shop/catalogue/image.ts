/** Maps a media document to the docs/product.md §3 Image shape the storefront renders through the image endpoint. */
import type { FocalPoint, Image } from '@delikat/contract/catalogue'

export interface MediaDoc {
  id: number | string
  filename?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  focalX?: number | null
  focalY?: number | null
  focalPoints?: Partial<Record<'landscape' | 'portrait' | 'square', { x?: number | null; y?: number | null } | null>> | null
}

/** A preset's own focal point when the editor set one, else the image's general focal point, else the centre. */
export function focalPointOf(doc: MediaDoc, preset: 'landscape' | 'portrait' | 'square' | null): FocalPoint {
  const own = preset ? doc.focalPoints?.[preset] : null
  if (own?.x != null && own?.y != null) return { X: own.x, Y: own.y }
  return { X: doc.focalX ?? 50, Y: doc.focalY ?? 50 }
}

export function isMediaDoc(value: unknown): value is MediaDoc {
  return typeof value === 'object' && value !== null && typeof (value as MediaDoc).filename === 'string'
}

export function toImage(doc: unknown): Image | null {
  if (!isMediaDoc(doc) || !doc.filename) return null
  const dot = doc.filename.lastIndexOf('.')
  return {
    Name: doc.filename,
    AltText: doc.alt?.trim() ? doc.alt : null,
    FileName: doc.filename,
    FileExtension: dot >= 0 ? doc.filename.slice(dot + 1) : '',
    Width: doc.width ?? null,
    Height: doc.height ?? null,
    BaseUrl: `/media/${encodeURIComponent(doc.filename)}`,
    FocalPoints: {
      Landscape: focalPointOf(doc, 'landscape'),
      Portrait: focalPointOf(doc, 'portrait'),
      Square: focalPointOf(doc, 'square'),
    },
  }
}
