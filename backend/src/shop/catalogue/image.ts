/** Maps a media document to the SPEC §3 Image shape the storefront renders through the image endpoint. */

export interface FocalPoint {
  X: number
  Y: number
}

export interface Image {
  Name: string
  AltText: string | null
  FileName: string
  FileExtension: string
  Width: number | null
  Height: number | null
  BaseUrl: string
  FocalPoints: { Landscape: FocalPoint; Portrait: FocalPoint; Square: FocalPoint }
}

export interface MediaDoc {
  id: number | string
  filename?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  focalX?: number | null
  focalY?: number | null
}

export function isMediaDoc(value: unknown): value is MediaDoc {
  return typeof value === 'object' && value !== null && typeof (value as MediaDoc).filename === 'string'
}

export function toImage(doc: unknown): Image | null {
  if (!isMediaDoc(doc) || !doc.filename) return null
  const dot = doc.filename.lastIndexOf('.')
  const focal = { X: doc.focalX ?? 50, Y: doc.focalY ?? 50 }
  return {
    Name: doc.filename,
    AltText: doc.alt?.trim() ? doc.alt : null,
    FileName: doc.filename,
    FileExtension: dot >= 0 ? doc.filename.slice(dot + 1) : '',
    Width: doc.width ?? null,
    Height: doc.height ?? null,
    BaseUrl: `/media/${encodeURIComponent(doc.filename)}`,
    FocalPoints: { Landscape: focal, Portrait: focal, Square: focal },
  }
}
