// The names of a server-described form's fields that can show an error and take the focus (editable ones,
// children included), in the form's order.
import { allFields, isEditable, type FieldDefinition } from '@/components/Form/fieldDefinition'

export function editableFieldNames(fields: readonly FieldDefinition[]): string[] {
  return allFields(fields)
    .filter(isEditable)
    .map((field) => field.Name)
}
