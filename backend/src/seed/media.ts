/** Media for the seed: a drawn picture uploaded with Danish and English alt texts. */
import type { Payload } from 'payload'
import { drawImage, type Motif } from './images'

export type Id = number

export async function image(payload: Payload, motif: Motif, name: string, alt: { da: string; en: string }): Promise<Id> {
  const { data } = await drawImage(motif)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: alt.da },
    locale: 'da',
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, data: { alt: alt.en }, locale: 'en' })
  return doc.id
}
