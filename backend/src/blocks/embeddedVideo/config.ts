import { isYoutubeId, youtubeId } from '../shared/embed-values'
import { idValidation, normalise, YOUTUBE_MESSAGE } from '../shared/embed-validation'
import { described, imageField, titleField } from '../shared/fields'
import type { BlockConfig } from '../shared/types'

export const embeddedVideoBlock: BlockConfig<'embeddedVideo'> = {
  slug: 'embeddedVideo',
  labels: { singular: 'Embedded video', plural: 'Embedded videos' },
  admin: { group: 'Embeds' },
  fields: [
    titleField(),
    {
      name: 'videoId',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [normalise(youtubeId)] },
      validate: idValidation(isYoutubeId, YOUTUBE_MESSAGE),
      admin: { description: 'The YouTube video id, or paste the video’s link. The player loads from youtube-nocookie.com after a click.' },
    },
    described(imageField('thumbnail'), 'Shown until the visitor starts the video.'),
  ],
}
