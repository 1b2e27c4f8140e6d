import { describe, expect, it } from 'vitest'
import { media } from '../__fixtures__/blocks'
import { toContentTeaser } from './mapping'

describe('toContentTeaser', () => {
  it('turns article pages into teasers and leaves out the ones the reader may not see', () => {
    const article = {
      id: 5,
      url: '/artikler/ost/',
      title: 'Ost',
      teaser: 'Om ost',
      teaserImage: media(3),
      publishedAt: '2026-10-01T00:00:00.000Z',
    }
    expect(toContentTeaser(article)).toEqual({
      Id: 5,
      Title: 'Ost',
      Teaser: 'Om ost',
      Url: '/artikler/ost/',
      Image: expect.objectContaining({ FileName: 'billede-3.png' }),
      Date: '2026-10-01T00:00:00.000Z',
    })
    expect(toContentTeaser(6)).toBeNull()
  })
})
