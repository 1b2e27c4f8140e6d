/** Creates a page published in Danish and English: the Danish version first, then the English texts over it. */
import type { Payload } from 'payload'
import type { Page } from '../payload-types'
import type { Id } from './media'

export type Locale = 'da' | 'en'
/** Picks the text of the locale being written. */
export type Say = (da: string, en: string) => string
export type PageComponents = NonNullable<Page['components']>

export interface PageContent {
  title: string
  teaser?: string
  seo?: { title?: string; description?: string }
  components: PageComponents
}

export interface PageSettings {
  url: string
  contentType: NonNullable<Page['contentType']>
  publishedAt?: string
  teaserImage?: Id
}

export async function publishPage(
  payload: Payload,
  settings: PageSettings,
  content: (say: Say, locale: Locale) => PageContent,
): Promise<Id> {
  const say =
    (locale: Locale): Say =>
    (da, en) =>
      locale === 'da' ? da : en
  const doc = await payload.create({
    collection: 'pages',
    locale: 'da',
    data: { ...settings, ...content(say('da'), 'da'), _status: 'published' },
  })
  // The components are localized as a whole: the English version is a full list of its own.
  await payload.update({ collection: 'pages', id: doc.id, locale: 'en', data: { ...content(say('en'), 'en'), _status: 'published' } })
  return doc.id
}
