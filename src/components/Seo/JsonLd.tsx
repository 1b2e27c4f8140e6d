// Structured data in the page head, one script element per id (so client-side navigations replace it).
import Head from 'next/head'
import { serializeJsonLd } from './jsonLd'

export function JsonLd({ id, data }: { id: string; data: unknown }) {
  return (
    <Head>
      <script key={`jsonld-${id}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    </Head>
  )
}
