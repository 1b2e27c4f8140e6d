/**
 * Field builders the blocks share. Fields inside blocks carry no `localized` flag: the page's `components` field is
 * localized as a whole, so every text in a block is already per culture (Payload ignores the flag there anyway).
 */
import type { Field } from 'payload'
import { linkField } from '../../content/links'
import { EMBED_HEIGHT } from './options'

/** The field with an admin description (the builders here and linkField return the general Field type). */
export const described = (field: Field, description: string): Field =>
  ({ ...field, admin: { ...('admin' in field ? field.admin : {}), description } }) as Field

export const titleField = (options: { required?: boolean; description?: string } = {}): Field => ({
  name: 'title',
  type: 'text',
  required: options.required ?? false,
  ...(options.description ? { admin: { description: options.description } } : {}),
})

export const textField = (name = 'text'): Field => ({ name, type: 'textarea' })

export const imageField = (name = 'image', required = false): Field => ({ name, type: 'upload', relationTo: 'media', required })

export const productsField = (options: { required?: boolean; description?: string } = {}): Field => ({
  name: 'products',
  type: 'relationship',
  relationTo: 'products',
  hasMany: true,
  required: options.required ?? false,
  ...(options.description ? { admin: { description: options.description } } : {}),
})

/** Rich text (Lexical, see ./editor), turned into sanitised HTML by content/richtext.ts. */
export const richTextField = (options: { name?: string; required?: boolean } = {}): Field => ({
  name: options.name ?? 'content',
  type: 'richText',
  required: options.required ?? false,
})

/** A link with its own label (content/links.ts: page, product, media, external or category path). */
export const labelledLink = (options: { name?: string; required?: boolean } = {}): Field =>
  linkField({ name: options.name, withText: true, required: options.required })

export const heightField = (defaultValue: number = EMBED_HEIGHT.default): Field => ({
  name: 'height',
  type: 'number',
  defaultValue,
  min: EMBED_HEIGHT.min,
  max: EMBED_HEIGHT.max,
  admin: { step: 10, description: `Pixels, ${EMBED_HEIGHT.min}–${EMBED_HEIGHT.max}.` },
})

/** Category teasers, entered by hand until the catalogue has categories: a name, a picture and where it leads. */
export const categoryTeasersField = (name = 'items'): Field => ({
  name,
  type: 'array',
  minRows: 1,
  fields: [{ name: 'name', type: 'text', required: true }, imageField(), linkField({ name: 'link' })],
})
