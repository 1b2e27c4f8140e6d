/**
 * Hooks and validation of the embed blocks' id fields (embed, embeddedForm, embeddedVideo): a pasted link is turned
 * into the id (./embed-values), then the id's form is checked.
 */
import type { FieldHook, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { isTypeformId, isYoutubeId } from './embed-values'

export const normalise =
  (fn: (input: string) => string): FieldHook =>
  ({ value }) =>
    typeof value === 'string' ? fn(value) : value

export const YOUTUBE_MESSAGE = 'A YouTube video id (11 characters) or a YouTube link.'
export const TYPEFORM_MESSAGE = 'A Typeform form id or a form.typeform.com/to/… link.'

/** Payload's own text validation (required, length) first, then the id's form; a custom validate replaces the default. */
export const idValidation =
  (isId: (value: string) => boolean, message: string): TextFieldSingleValidation =>
  (value, args) => {
    const base = text(value, args)
    if (base !== true) return base
    return !value || isId(value) ? true : message
  }

/** The embed block's value by its sibling provider: a YouTube or Typeform id, or any text for a maps query. */
export const embedValidation: TextFieldSingleValidation = (value, args) => {
  const provider = (args.siblingData as Record<string, unknown> | undefined)?.provider
  if (provider === 'youtube') return idValidation(isYoutubeId, YOUTUBE_MESSAGE)(value, args)
  if (provider === 'typeform') return idValidation(isTypeformId, TYPEFORM_MESSAGE)(value, args)
  return text(value, args)
}
