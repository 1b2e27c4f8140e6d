import { describe, expect, it } from 'vitest'
import { richTextToHtml, safeHref } from './richtext'

const textNode = (text: string, format = 0) => ({ type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 })
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const state = (...children: unknown[]) => ({ root: element('root', children) })

describe('richTextToHtml', () => {
  it('writes paragraphs, headings, formats, lists, quotes and rules with the allowed tags only', () => {
    const html = richTextToHtml(
      state(
        element('heading', [textNode('Titel')], { tag: 'h1' }),
        element('heading', [textNode('Under')], { tag: 'h3' }),
        element('paragraph', [textNode('Fed', 1), textNode(' og '), textNode('kursiv', 2), textNode('streg', 4), textNode('under', 8)], {
          format: 'center',
          indent: 2,
        }),
        element('list', [element('listitem', [textNode('Et')], { value: 1 }), element('listitem', [textNode('To')], { value: 2 })], {
          listType: 'number',
          tag: 'ol',
        }),
        element('list', [element('listitem', [textNode('Punkt')], { value: 1 })], { listType: 'bullet', tag: 'ul' }),
        element('quote', [textNode('Citat'), { type: 'linebreak', version: 1 }, textNode('slut')]),
        { type: 'horizontalrule', version: 1 },
        element('paragraph', []),
      ),
    )
    expect(html).toBe(
      '<h2>Titel</h2><h3>Under</h3><p><strong>Fed</strong> og <em>kursiv</em><s>streg</s><u>under</u></p>' +
        '<ol><li>Et</li><li>To</li></ol><ul><li>Punkt</li></ul><blockquote>Citat<br>slut</blockquote><hr>',
    )
  })

  it('escapes text and keeps only the words of nodes it does not know', () => {
    const html = richTextToHtml(
      state(
        element('paragraph', [textNode('<script>alert("x")</script> & co')]),
        element('table', [element('tablerow', [textNode('celle')])]),
      ),
    )
    expect(html).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>celle')
  })

  it('turns an internal link into the page’s URL and keeps external URLs, with a new window when asked', () => {
    const internal = element('link', [textNode('Om os')], {
      fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: { id: 7, url: '/om-os/', title: 'Om os' } } },
    })
    const external = element('link', [textNode('Vinbladet')], {
      fields: { linkType: 'custom', newTab: true, url: 'https://example.com/?a=1&b=2' },
    })
    const product = element('link', [textNode('Barolo')], {
      fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'products', value: { id: 3, friendlyUrlName: 'barolo' } } },
    })
    expect(richTextToHtml(state(element('paragraph', [internal, textNode(' · '), external, textNode(' · '), product])))).toBe(
      '<p><a href="/om-os/">Om os</a> · <a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Vinbladet</a>' +
        ' · <a href="/produkter/barolo/3/">Barolo</a></p>',
    )
  })

  it('keeps the words but drops the link when it leads nowhere or to a refused URL', () => {
    const unpublished = element('link', [textNode('Kladde')], {
      fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 9 } },
    })
    const script = element('link', [textNode('Klik')], { fields: { linkType: 'custom', newTab: false, url: 'javascript:alert(1)' } })
    expect(richTextToHtml(state(element('paragraph', [unpublished, textNode(' '), script])))).toBe('<p>Kladde Klik</p>')
  })

  it('gives an empty string for empty or missing rich text', () => {
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml('text')).toBe('')
    expect(richTextToHtml(state(element('paragraph', [])))).toBe('')
  })
})

describe('safeHref', () => {
  it('allows web, mail and phone links and scheme-less paths, nothing else', () => {
    expect(safeHref('https://delikat.dk/')).toBe('https://delikat.dk/')
    expect(safeHref('mailto:kundeservice@delikat.dk')).toBe('mailto:kundeservice@delikat.dk')
    expect(safeHref('tel:+4570203040')).toBe('tel:+4570203040')
    expect(safeHref('/om-os/')).toBe('/om-os/')
    expect(safeHref('om-os')).toBe('om-os')
    expect(safeHref('#kontakt')).toBe('#kontakt')
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref(' java\tscript:alert(1)')).toBeNull()
    expect(safeHref('data:text/html;base64,xx')).toBeNull()
    expect(safeHref('//evil.example')).toBeNull()
    expect(safeHref('   ')).toBeNull()
  })
})
