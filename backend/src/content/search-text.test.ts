import { describe, expect, it } from 'vitest'
import { pageSearchText } from './search-text'

describe('pageSearchText', () => {
  it('keeps the words of titles, teasers and components, and leaves settings, links and rich-text structure out', () => {
    const text = pageSearchText({
      title: 'Om os',
      teaser: 'Historien',
      seo: { title: 'Om Delikat', description: null },
      components: [
        { blockType: 'mediaGrid', leftRight: 'Venstre', height: 600, title: 'Butikken' },
        { blockType: 'embed', provider: 'typeform', value: 'Nx4pL8wB', title: 'Skriv til os' },
        {
          blockType: 'callToActionButtons',
          buttons: [{ variant: 'primary', link: { type: 'External', url: 'https://x.dk', text: 'Læs mere' } }],
        },
        {
          blockType: 'richText',
          content: {
            root: {
              type: 'root',
              direction: 'ltr',
              format: '',
              children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Vi elsker opskrifter', format: 0, mode: 'normal' }] }],
            },
          },
        },
      ],
    })
    for (const word of ['Om os', 'Historien', 'Om Delikat', 'Butikken', 'Skriv til os', 'Læs mere', 'Vi elsker opskrifter'])
      expect(text).toContain(word)
    for (const noise of ['Venstre', 'typeform', 'Nx4pL8wB', 'primary', 'https://x.dk', 'ltr', 'normal', 'paragraph', 'External'])
      expect(text).not.toContain(noise)
  })
})
