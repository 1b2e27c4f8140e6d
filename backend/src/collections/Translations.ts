/** UI texts of the storefront (namespace "common"), one document per key, edited per locale. */
import type { CollectionConfig, TextareaFieldValidation } from 'payload'
import { textarea } from 'payload/shared'
import { translationSyntaxError } from '@delikat/contract/translations'
import { GROUPS, labels } from '../admin/labels'
import { anyone, isEditor } from '../access'

export const Translations: CollectionConfig = {
  slug: 'translations',
  labels: labels({ da: 'Oversættelse', en: 'Translation' }, { da: 'Oversættelser', en: 'Translations' }),
  admin: { useAsTitle: 'key', group: GROUPS.content, defaultColumns: ['key', 'value', 'namespace'], pagination: { defaultLimit: 50 } },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'namespace', type: 'text', required: true, defaultValue: 'common', index: true },
    {
      name: 'value',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'Placeholders are plain names in double braces, such as {{count}} or {{name}}.' },
      // Only what the storefront's browser fills in the same way as its server (packages/contract: translationSyntaxError).
      validate: ((value, options) => {
        const checked = textarea(value, options)
        if (checked !== true || typeof value !== 'string') return checked
        return translationSyntaxError(value) ?? true
      }) satisfies TextareaFieldValidation,
    },
  ],
}
