import { describe, expect, it } from 'vitest'
import { paragraph, stored } from '../__fixtures__/blocks'
import { mapAccordion } from './map'

describe('accordion mapper', () => {
  it('opens boxed-reveal accordion items always, others only when set, with tags and HTML bodies', () => {
    const items = [
      {
        summary: 'Levering',
        open: false,
        lightFont: true,
        tags: [{ type: 'offer', text: 'Tilbud' }, { type: 'bogus', text: 'Andet' }, { text: '' }],
        content: paragraph('Hurtigt'),
      },
      { summary: 'Betaling', open: true, content: paragraph('Kort') },
    ]
    const plain = mapAccordion(stored('accordion', { items }))
    expect(plain).toMatchObject({ Variant: 'default', Color: 'light' })
    expect(plain.Items).toEqual([
      {
        Summary: {
          Content: 'Levering',
          Tags: [
            { Type: 'offer', Text: 'Tilbud' },
            { Type: 'misc', Text: 'Andet' },
          ],
          LightFont: true,
        },
        Html: '<p>Hurtigt</p>',
        Open: false,
      },
      { Summary: { Content: 'Betaling', Tags: [], LightFont: false }, Html: '<p>Kort</p>', Open: true },
    ])
    const reveal = mapAccordion(stored('accordion', { variant: 'boxed-reveal', color: 'wine', items }))
    expect(reveal.Items.map((i) => i.Open)).toEqual([true, true])
    expect(reveal.Color).toBe('wine')
  })
})
