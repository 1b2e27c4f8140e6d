/** Embedded maps, forms, videos and the pop-up tool. Third-party content the storefront loads only with consent. */
import type { Block, FieldHook, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { embedValue, isTypeformId, isYoutubeId, typeformId, youtubeId } from './embed-values'
import { described, heightField, imageField, titleField } from './fields'
import { EMBED_PROVIDERS, FORM_HEIGHT_DEFAULT } from './options'

const normalise =
  (fn: (input: string) => string): FieldHook =>
  ({ value }) =>
    typeof value === 'string' ? fn(value) : value

const YOUTUBE_MESSAGE = 'A YouTube video id (11 characters) or a YouTube link.'
const TYPEFORM_MESSAGE = 'A Typeform form id or a form.typeform.com/to/… link.'

/** Payload's own text validation (required, length) first, then the id's form; a custom validate replaces the default. */
const idValidation =
  (isId: (value: string) => boolean, message: string): TextFieldSingleValidation =>
  (value, args) => {
    const base = text(value, args)
    if (base !== true) return base
    return !value || isId(value) ? true : message
  }

const embedValidation: TextFieldSingleValidation = (value, args) => {
  const provider = (args.siblingData as Record<string, unknown> | undefined)?.provider
  if (provider === 'youtube') return idValidation(isYoutubeId, YOUTUBE_MESSAGE)(value, args)
  if (provider === 'typeform') return idValidation(isTypeformId, TYPEFORM_MESSAGE)(value, args)
  return text(value, args)
}

export const EmbeddedMap: Block = {
  slug: 'embeddedMap',
  labels: { singular: 'Embedded map', plural: 'Embedded maps' },
  admin: { group: 'Embeds' },
  fields: [
    titleField(),
    { name: 'query', type: 'text', required: true, admin: { description: 'An address or place, e.g. “Vestergade 12, 8000 Aarhus C”.' } },
    heightField(),
  ],
}

export const EmbeddedForm: Block = {
  slug: 'embeddedForm',
  labels: { singular: 'Embedded form', plural: 'Embedded forms' },
  admin: { group: 'Embeds' },
  fields: [
    titleField(),
    {
      name: 'formId',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [normalise(typeformId)] },
      validate: idValidation(isTypeformId, TYPEFORM_MESSAGE),
      admin: { description: 'The Typeform form id, or paste the form’s link.' },
    },
    heightField(FORM_HEIGHT_DEFAULT),
  ],
}

export const EmbeddedVideo: Block = {
  slug: 'embeddedVideo',
  labels: { singular: 'Embedded video', plural: 'Embedded videos' },
  admin: { group: 'Embeds' },
  fields: [
    titleField(),
    {
      name: 'videoId',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [normalise(youtubeId)] },
      validate: idValidation(isYoutubeId, YOUTUBE_MESSAGE),
      admin: { description: 'The YouTube video id, or paste the video’s link. The player loads from youtube-nocookie.com after a click.' },
    },
    described(imageField('thumbnail'), 'Shown until the visitor starts the video.'),
  ],
}

export const Embed: Block = {
  slug: 'embed',
  labels: { singular: 'Embed', plural: 'Embeds' },
  admin: { group: 'Embeds' },
  fields: [
    { name: 'provider', type: 'select', options: [...EMBED_PROVIDERS], defaultValue: 'youtube', required: true },
    {
      name: 'value',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [({ value, siblingData }) => (typeof value === 'string' ? embedValue(siblingData?.provider, value) : value)] },
      validate: embedValidation,
      admin: { description: 'google-maps: an address or place; typeform: the form id; youtube: the video id (links are accepted).' },
    },
    titleField(),
    heightField(),
  ],
}

export const EmbeddedPopupTool: Block = {
  slug: 'embeddedPopupTool',
  labels: { singular: 'Embedded pop-up tool', plural: 'Embedded pop-up tools' },
  admin: { group: 'Embeds' },
  fields: [
    {
      name: 'toolId',
      type: 'text',
      required: true,
      admin: { description: 'The pop-up tool’s script id; it loads only with the visitor’s marketing consent.' },
    },
  ],
}

export const embedBlocks: Block[] = [EmbeddedMap, EmbeddedForm, EmbeddedVideo, Embed, EmbeddedPopupTool]
