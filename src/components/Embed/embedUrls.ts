// Player and form addresses of the docs/product.md §2 embeds. Only these hosts are framed (see EMBED_FRAME_ORIGINS).
import { GOOGLE_MAPS_EMBED_ORIGIN, TYPEFORM_EMBED_ORIGIN, YOUTUBE_EMBED_ORIGIN } from '@/config/constants'

/** The YouTube player from the no-cookie host, playing at once (it is only added after a click). */
export function youtubeEmbedUrl(videoId: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId.trim())}?autoplay=1`
}

export function googleMapsEmbedUrl(query: string): string {
  return `${GOOGLE_MAPS_EMBED_ORIGIN}/maps?q=${encodeURIComponent(query.trim())}&output=embed`
}

export function typeformEmbedUrl(formId: string): string {
  return `${TYPEFORM_EMBED_ORIGIN}/to/${encodeURIComponent(formId.trim())}`
}
