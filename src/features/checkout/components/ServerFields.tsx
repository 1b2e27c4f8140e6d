// The body of a server-described checkout form (the delivery address, the invoice details): the step's alert with
// the errors no field can show, then the fields, two to a row where `half` says so.
import type { Ref } from 'react'
import type { FieldDefinition } from '@/components/Form/fieldDefinition'
import { FieldRenderer } from '@/components/Form/FieldRenderer'
import { FieldGrid, FormMessage } from '@/components/Form/fields'
import type { FormAlert } from './serverErrors'

type Props = {
  fields: readonly FieldDefinition[]
  half: ReadonlySet<string>
  alert: FormAlert | null
  /** The alert takes the focus when it appears (a step with nothing else to focus). */
  alertRef?: Ref<HTMLDivElement>
}

export function ServerFields({ fields, half, alert, alertRef }: Props) {
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
        {fields.map((field) => (
          <FieldRenderer key={field.Name} field={field} span={half.has(field.Name) ? 'half' : 'full'} />
        ))}
      </FieldGrid>
    </>
  )
}
