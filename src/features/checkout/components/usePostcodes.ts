// The Danish postcodes (@delikat/contract/postcodes, ~12 kB) load only where an address is typed: a dynamic import,
// never part of a page's first load (docs/adr/0035). Typing a postcode in use fills in its town (still editable);
// four digits that are no postcode are said at once.
import { useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { TownOf } from './checkoutRules'

let loading: Promise<TownOf> | null = null

export function loadPostcodes(): Promise<TownOf> {
  loading ??= import('@delikat/contract/postcodes').then((module) => module.townOfPostcode)
  // A failed load (offline) may be tried again by the next form.
  loading.catch(() => (loading = null))
  return loading
}

/**
 * The postcode lookup once the list has arrived (null before, and if it cannot be loaded), and `latest` for a
 * form's resolver made once when the form opens, which reads it when it checks.
 */
export function usePostcodes(): { townOf: TownOf | null; latest: () => TownOf | null } {
  const [townOf, setTownOf] = useState<TownOf | null>(null)
  const ref = useRef<TownOf | null>(null)
  const [latest] = useState(() => () => ref.current)
  useEffect(() => {
    let live = true
    loadPostcodes().then(
      (lookup) => {
        if (!live) return
        ref.current = lookup
        setTownOf(() => lookup)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return { townOf, latest }
}

/**
 * While the shopper types a postcode into `zipName`, four digits of a postcode in use put its town into `cityName`;
 * four that are none show the error at once. A stored address opening the form is left as it is.
 */
export function useZipFillsCity<T extends FieldValues>(form: UseFormReturn<T>, townOf: TownOf | null, zipName = 'Zip', cityName = 'City') {
  useEffect(() => {
    if (!townOf) return
    const watching = form.watch((values, { name, type }) => {
      if (name !== zipName || type !== 'change') return
      const zip = String((values as Record<string, unknown>)[zipName] ?? '').trim()
      if (!/^\d{4}$/.test(zip)) return
      const town = townOf(zip)
      const form_ = form as unknown as UseFormReturn<Record<string, unknown>>
      if (town === null) {
        void form_.trigger(zipName)
        return
      }
      form_.setValue(cityName, town, { shouldDirty: true, shouldValidate: form_.getFieldState(cityName).invalid })
      if (form_.getFieldState(zipName).invalid) void form_.trigger(zipName)
    })
    return () => watching.unsubscribe()
  }, [form, townOf, zipName, cityName])
}
