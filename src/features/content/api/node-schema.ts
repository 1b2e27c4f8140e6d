// The node answer (src/features/content/api/get-node.ts), loaded with the first answer so a CMS page's first-load
// JavaScript holds no zod (docs/architecture.md §7).
import * as z from 'zod'
import { imageSchema } from '@/lib/schemas'

/** A component as the content service sends it; each block validates its own fields (src/blocks). */
export const nodeComponentSchema = z.looseObject({
  Type: z.string(),
  Id: z.union([z.string(), z.number()]).transform(String),
})
export type NodeComponent = z.infer<typeof nodeComponentSchema>

export const contentNodeSchema = z.looseObject({
  Id: z.union([z.string(), z.number()]).transform(String),
  Name: z.string().nullish(),
  Url: z.string(),
  ContentType: z.string().nullish(),
  Seo: z
    .looseObject({
      Title: z.string().nullish(),
      Description: z.string().nullish(),
      OgImage: imageSchema.nullish(),
    })
    .nullish(),
  Components: z.array(nodeComponentSchema).nullish(),
})
export type ContentNode = z.infer<typeof contentNodeSchema>
