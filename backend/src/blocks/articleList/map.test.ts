import { describe, expect, it } from 'vitest'
import { media, stored } from '../__fixtures__/blocks'
import { mapArticleList } from './map'

describe('articleList mapper', () => {
  it('turns the picked article pages into teasers and leaves out the ones the reader may not see', () => {
    const article = {
      id: 5,
      url: '/artikler/ost/',
      title: 'Ost',
      teaser: 'Om ost',
      teaserImage: media(3),
      publishedAt: '2026-10-01T00:00:00.000Z',
    }
    expect(mapArticleList(stored('articleList', { articles: [article, 6] })).Articles).toHaveLength(1)
  })
})
