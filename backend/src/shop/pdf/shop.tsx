/**
 * The shop's own details on every PDF: its name, address and CVR as the footer global states them (editors keep them
 * there; the storefront's footer shows the same text), and its web address.
 */
import { Text, View } from '@react-pdf/renderer'
import type { Payload } from 'payload'
import { env } from '../../env'
import type { Culture } from '../constants'
import { COLOURS, styles } from './styles'

export interface ShopDetails {
  /** "Delikat ApS" */
  name: string
  /** The footer text's first line: name, address and CVR. */
  legal: string
  /** The storefront's address without the scheme: "delikat.dk". */
  site: string
  /** The storefront's full address, in the culture. */
  url: string
}

const FALLBACK_NAME = 'Delikat'

export function storefrontUrl(culture: Culture): string {
  return `${env().STOREFRONT_URL.replace(/\/+$/, '')}${culture === 'en' ? '/en' : ''}/`
}

/** Reads the footer global in the culture (Danish where the culture's text is empty). */
export async function loadShopDetails(payload: Payload, culture: Culture): Promise<ShopDetails> {
  const footer = await payload.findGlobal({ slug: 'footer', locale: culture, fallbackLocale: 'da', depth: 0, overrideAccess: false })
  const legal = (footer.text ?? '').split('\n')[0]?.trim() ?? ''
  const name = legal.split('·')[0]?.trim() || FALLBACK_NAME
  const url = storefrontUrl(culture)
  return { name, legal: legal || name, site: url.replace(/^https?:\/\//, '').replace(/\/+$/, ''), url }
}

/** The top of a page: the shop's name as a word mark, and the document's title beside it. */
export function ShopHeader({ shop, title }: { shop: ShopDetails; title?: string }) {
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', marginBottom: 14 }} fixed>
      <Text style={{ fontSize: 16, fontWeight: 700, color: COLOURS.accent, letterSpacing: 1 }}>{shop.name.toUpperCase()}</Text>
      {title ? <Text style={{ fontSize: 9, color: COLOURS.muted }}>{title}</Text> : null}
    </View>
  )
}

const PAGE_TEXT: Record<Culture, (page: number, pages: number) => string> = {
  da: (page, pages) => `Side ${page} af ${pages}`,
  en: (page, pages) => `Page ${page} of ${pages}`,
}

/**
 * The bottom of every page: who the shop is, where, and the page number. A document that cuts its own pages passes
 * the number; otherwise react-pdf fills it in, which costs a second layout pass of every page.
 */
export function ShopFooter({ shop, culture, page }: { shop: ShopDetails; culture: Culture; page?: { number: number; of: number } }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {shop.legal} · {shop.site}
      </Text>
      {page ? (
        <Text>{PAGE_TEXT[culture](page.number, page.of)}</Text>
      ) : (
        <Text render={({ pageNumber, totalPages }) => PAGE_TEXT[culture](pageNumber, totalPages)} />
      )}
    </View>
  )
}
