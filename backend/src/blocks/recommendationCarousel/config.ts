import { titleField } from '../shared/fields'
import { RECOMMENDATION_STRATEGIES } from '../shared/options'
import type { BlockConfig } from '../shared/types'

/** The shop picks the products when the page is read (./map.ts). */
export const recommendationCarouselBlock: BlockConfig<'recommendationCarousel'> = {
  slug: 'recommendationCarousel',
  labels: { singular: 'Recommendation carousel', plural: 'Recommendation carousels' },
  admin: { group: 'Products' },
  fields: [
    titleField(),
    {
      name: 'strategy',
      type: 'select',
      options: [...RECOMMENDATION_STRATEGIES],
      defaultValue: 'popular',
      required: true,
      admin: { description: 'Which recommendation to show; the shop picks the products when the page is read.' },
    },
  ],
}
