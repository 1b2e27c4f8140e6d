/**
 * Editors paste whole URLs where an id is stored: these turn a YouTube or Typeform link into the id the storefront
 * embeds, and leave anything else as typed (trimmed), for the field's validation to judge.
 */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

export function youtubeId(input: string): string {
  const value = input.trim()
  if (YOUTUBE_ID.test(value)) return value
  try {
    const url = new URL(value)
    const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '')
    const candidate =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1] ?? '')
    return YOUTUBE_ID.test(candidate) ? candidate : value
  } catch {
    return value
  }
}

export function isYoutubeId(value: string): boolean {
  return YOUTUBE_ID.test(value)
}

const TYPEFORM_ID = /^[A-Za-z0-9]{4,32}$/

export function typeformId(input: string): string {
  const value = input.trim()
  if (TYPEFORM_ID.test(value)) return value
  try {
    const candidate = new URL(value).pathname.match(/\/to\/([A-Za-z0-9]+)/)?.[1] ?? ''
    return TYPEFORM_ID.test(candidate) ? candidate : value
  } catch {
    return value
  }
}

export function isTypeformId(value: string): boolean {
  return TYPEFORM_ID.test(value)
}

/** The stored value of an embed block by provider: a video id, a form id, or a maps query as typed. */
export function embedValue(provider: string | null | undefined, input: string): string {
  if (provider === 'youtube') return youtubeId(input)
  if (provider === 'typeform') return typeformId(input)
  return input.trim()
}
