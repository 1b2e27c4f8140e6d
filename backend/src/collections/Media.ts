/** Images and files. Stored under DATA_DIR/media; the image endpoint (/media/...) resizes and caches them. */
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { anyone, isStaff } from '../access'
import { env } from '../env'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: labels({ da: 'Medie', en: 'Media' }, { da: 'Medier', en: 'Media' }),
  admin: { group: GROUPS.content },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(env().DATA_DIR, 'media'),
    focalPoint: true,
    mimeTypes: ['image/*', 'application/pdf'],
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, admin: { description: 'Alt text; the file name is used when empty.' } },
    {
      name: 'focalPoints',
      type: 'group',
      admin: {
        description:
          'Where to crop for each image preset, in percent from the left and top. Empty: the focal point set on the image above.',
      },
      fields: (['landscape', 'portrait', 'square'] as const).map((preset) => ({
        name: preset,
        type: 'group' as const,
        label: { landscape: 'Landscape 16:9', portrait: 'Portrait 2:3', square: 'Square 1:1' }[preset],
        fields: [
          {
            type: 'row' as const,
            fields: [
              { name: 'x', type: 'number' as const, min: 0, max: 100 },
              { name: 'y', type: 'number' as const, min: 0, max: 100 },
            ],
          },
        ],
      })),
    },
  ],
}
