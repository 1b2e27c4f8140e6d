// The body of a server-described checkout form (the delivery address, the invoice details): the step's alert with
// the errors no field can show, then the fields, two to a row where `half` says so. `renderField` may draw a field
// itself (the address combobox, docs/adr/0035); every other field is FieldRenderer's.
import type { ReactNode, Ref } from 'react'
import type { FieldDefinition } from '@/components/Form/fieldDefinition'
import { FieldRenderer } from '@/components/Form/FieldRenderer'
import { FieldGrid, FormMessage } from '@/components/Form/fields'
import type { FormAlert } from './serverErrors'

type Span = 'full' | 'half'

type Props = {
  fields: readonly FieldDefinition[]
  half: ReadonlySet<string>
  alert: FormAlert | null
  /** The alert takes the focus when it appears (a step with nothing else to focus). */
  alertRef?: Ref<HTMLDivElement>
  /** A field drawn by the form itself; null: FieldRenderer draws it. */
  renderField?: (field: FieldDefinition, span: Span) => ReactNode | null
  /** Shown after the field of this name (the invoice step's "same as delivery" choice after the phone). */
  after?: { name: string; node: ReactNode }
}

export function ServerFields({ fields, half, alert, alertRef, renderField, after }: Props) {
  return (
    <>
      {alert ? (
        <FormMessage ref={alertRef} $tone="error" role="alert" tabIndex={alertRef ? -1 : undefined}>
          {alert.message ? <p>{alert.message}</p> : null}
          <ul>
            {alert.others.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </FormMessage>
      ) : null}
      <FieldGrid>
        {fields.map((field) => {
          const span: Span = half.has(field.Name) ? 'half' : 'full'
          const own = renderField?.(field, span) ?? null
          return <FieldOrOwn key={field.Name} own={own} field={field} span={span} after={after?.name === field.Name ? after.node : null} />
        })}
      </FieldGrid>
    </>
  )
}

function FieldOrOwn({ own, field, span, after }: { own: ReactNode | null; field: FieldDefinition; span: Span; after: ReactNode }) {
  return (
    <>
      {own ?? <FieldRenderer field={field} span={span} />}
      {after}
    </>
  )
}
