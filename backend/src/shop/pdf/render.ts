/** Renders a document to bytes, with the font registered first. */
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import type { ReactElement } from 'react'
import { registerFonts } from './fonts'

export const PDF_CONTENT_TYPE = 'application/pdf'

export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Uint8Array> {
  registerFonts()
  return new Uint8Array(await renderToBuffer(document))
}
