import { describe, expect, it } from 'vitest'
import { COMPONENT_TYPES } from '@delikat/contract/components'
import { embedValue, typeformId, youtubeId } from './embed-values'
import { pageBlocks } from './index'

describe('page blocks', () => {
  it('has exactly one block per component type of the contract, with the type key as slug', () => {
    const slugs = pageBlocks.map((b) => b.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect([...slugs].sort()).toEqual([...COMPONENT_TYPES].sort())
  })
})

describe('embed values', () => {
  it('takes the video id out of the YouTube links editors paste', () => {
    expect(youtubeId('M7lc1UVf-VE')).toBe('M7lc1UVf-VE')
    expect(youtubeId(' https://www.youtube.com/watch?v=M7lc1UVf-VE&t=42s ')).toBe('M7lc1UVf-VE')
    expect(youtubeId('https://youtu.be/M7lc1UVf-VE')).toBe('M7lc1UVf-VE')
    expect(youtubeId('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE')).toBe('M7lc1UVf-VE')
    expect(youtubeId('https://m.youtube.com/shorts/M7lc1UVf-VE')).toBe('M7lc1UVf-VE')
    expect(youtubeId('not a video')).toBe('not a video')
  })

  it('takes the form id out of a Typeform link and leaves a maps query as typed', () => {
    expect(typeformId('https://delikat.typeform.com/to/aBc123XY?utm=1')).toBe('aBc123XY')
    expect(embedValue('typeform', 'https://form.typeform.com/to/aBc123XY')).toBe('aBc123XY')
    expect(embedValue('youtube', 'https://youtu.be/M7lc1UVf-VE')).toBe('M7lc1UVf-VE')
    expect(embedValue('google-maps', ' Vestergade 12, 8000 Aarhus C ')).toBe('Vestergade 12, 8000 Aarhus C')
  })
})
