/**
 * Catalogue categories (docs/product.md §7 group/{id}, group/urlsbyids): a tree by `parent`. Each category keeps its
 * storefront URL, `relativeUrl`, built from the slugs of its ancestors and its own (`/vin/roedvin/`); when a
 * category's URL changes its direct children are saved again, which cascades down the tree.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, PayloadRequest, Validate } from 'payload'
import { GROUPS, labels } from '../admin/labels'
import { anyone, isCustomerService } from '../access'
import { slugify } from '../shop/slug'
import { announceChange } from '../db/announce-change'

/** How deep a tree may be: a guard against a cycle an editor could not otherwise make visible. */
export const MAX_CATEGORY_DEPTH = 10

type Ref = number | { id: number } | null | undefined

const idOf = (ref: Ref): number | null => (ref == null ? null : typeof ref === 'object' ? ref.id : ref)

/** The storefront URL of a category under a parent URL ('/' for a top-level one). */
export function categoryUrl(parentUrl: string, slug: string): string {
  return `${parentUrl.endsWith('/') ? parentUrl : `${parentUrl}/`}${slug}/`
}

async function parentOf(req: PayloadRequest, id: number): Promise<{ id: number; parent?: Ref; relativeUrl?: string | null } | null> {
  try {
    return await req.payload.findByID({ collection: 'categories', id, depth: 0, req, overrideAccess: true })
  } catch {
    return null
  }
}

/** A parent must exist and must not be the category itself or one of its descendants. */
const validateParent: Validate = async (value, { id, req }) => {
  let current = idOf(value as Ref)
  for (let depth = 0; current !== null; depth++) {
    if (id !== undefined && current === Number(id)) return 'A category cannot be placed under itself or one of its subcategories'
    if (depth >= MAX_CATEGORY_DEPTH) return `Categories nest at most ${MAX_CATEGORY_DEPTH} levels deep`
    const doc = await parentOf(req, current)
    if (!doc) return 'The parent category does not exist'
    current = idOf(doc.parent)
  }
  return true
}

const keepRelativeUrl: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const slug = (data.slug ?? originalDoc?.slug) as string
  const parentId = idOf(('parent' in data ? data.parent : originalDoc?.parent) as Ref)
  const parent = parentId === null ? null : await parentOf(req, parentId)
  data.relativeUrl = categoryUrl(parent?.relativeUrl ?? '/', slug)
  return data
}

const updateChildren: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.relativeUrl === doc.relativeUrl) return doc
  const children = await req.payload.find({
    collection: 'categories',
    where: { parent: { equals: doc.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  // Saving a child recomputes its URL from this one, and its afterChange does the same for its own children.
  for (const child of children.docs) {
    await req.payload.update({ collection: 'categories', id: child.id, data: {}, depth: 0, req, overrideAccess: true })
  }
  return doc
}

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: labels({ da: 'Kategori', en: 'Category' }, { da: 'Kategorier', en: 'Categories' }),
  admin: { useAsTitle: 'name', group: GROUPS.catalogue, defaultColumns: ['name', 'relativeUrl', 'parent', 'sortOrder'] },
  access: { read: anyone, create: isCustomerService, update: isCustomerService, delete: isCustomerService },
  defaultSort: 'sortOrder',
  // A category's name and place are search words, and its products are what a category search finds.
  hooks: {
    beforeChange: [keepRelativeUrl],
    afterChange: [updateChildren, ({ req }) => announceChange(req, 'catalogue')],
    afterDelete: [({ req }) => announceChange(req, 'catalogue')],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The URL segment. Filled from the Danish name when empty.' },
      hooks: {
        beforeValidate: [({ value, data }) => (value ? slugify(String(value)) : data?.name ? slugify(String(data.name)) : value)],
      },
    },
    { name: 'parent', type: 'relationship', relationTo: 'categories', index: true, validate: validateParent },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { step: 1 } },
    {
      name: 'relativeUrl',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'Kept from the slugs of the category and its parents.' },
    },
  ],
}
