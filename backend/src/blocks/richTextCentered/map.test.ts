import { describe, expect, it } from 'vitest'
import { linkedContent, stored } from '../__fixtures__/blocks'
import { mapRichTextCentered } from './map'

describe('richTextCentered mapper', () => {
  it('resolves internal links inside rich text to the page URL', () => {
    expect(mapRichTextCentered(stored('richTextCentered', { content: linkedContent })).Html).toBe('<p>Læs <a href="/om-os/">om os</a></p>')
  })
})
