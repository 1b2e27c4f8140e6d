import { describe, expect, it } from 'vitest'
import { embedValue, typeformId, youtubeId } from './embed-values'

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
