// What the shopper typed into a step's form and has not saved yet, kept while the wizard shows another step (it
// renders only the open one): going back and forth between the steps loses nothing (docs/adr/0035). The checkout
// wizard holds one store per checkout; a form reads its draft when it opens and leaves it when it closes.
import { createContext, useContext, useEffect, useRef } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

export type Draft = Record<string, unknown>
export type DraftStore = Map<string, Draft>

export const CheckoutDraftsContext = createContext<DraftStore | null>(null)

/** The draft a form left under `name`, if any. */
export function useDraft(name: string): Draft | undefined {
  const store = useContext(CheckoutDraftsContext)
  // Read once, when the form opens.
  const initial = useRef(store?.get(name))
  return initial.current
}

/** Leaves the form's values (and `extra`, read at that moment) under `name` when the form closes. */
export function useKeepDraft<T extends FieldValues>(name: string, form: UseFormReturn<T>, extra?: () => Draft) {
  const store = useContext(CheckoutDraftsContext)
  const extraRef = useRef(extra)
  useEffect(() => {
    extraRef.current = extra
  })
  useEffect(() => {
    return () => {
      store?.set(name, { ...form.getValues(), ...extraRef.current?.() })
    }
  }, [store, name, form])
}
