/** Images and files. Stored under DATA_DIR/media; the image endpoint (/media/...) resizes and caches them. */
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '../access'
import { env } from '../env'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(env().DATA_DIR, 'media'),
    focalPoint: true,
    mimeTypes: ['image/*', 'application/pdf'],
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
