// GET /api/checkout/addresssuggestions/?q=Vestergade%201 -> { Suggestions, Available } (docs/api/checkout.md): the
// shop's address register's suggestions for what the shopper typed. `Available` false: the shop has no register
// configured, and the address field stays a plain field. An empty question only asks whether it is available.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { parseAnswer } from '@/lib/parseAnswer'
import { shopApi } from '@/lib/shopApi'
import { toLocale } from '@/lib/culture'
import { useRouter } from 'next/router'
import { checkoutKeys } from './checkout-keys'
import { addressSuggestionsSchema, type AddressSuggestions } from './schemas'

/** The server asks the register only from this many characters. */
export const MIN_SUGGESTION_QUERY = 3

export async function getAddressSuggestions(query: string, culture: Locale): Promise<AddressSuggestions> {
  const { data } = await shopApi.get('/checkout/addresssuggestions', { params: { culture, ...(query ? { q: query } : {}) } })
  return parseAnswer(addressSuggestionsSchema, data, 'address suggestions')
}

export const addressSuggestionsQueryOptions = (query: string, culture: Locale) =>
  queryOptions({
    queryKey: checkoutKeys.addressSuggestions(query, culture),
    queryFn: () => getAddressSuggestions(query, culture),
    // Suggestions are a help: a failure shows none, and typing on asks again.
    retry: false,
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
  })

/** Whether the shop suggests addresses at all (asked once per visit). */
export function useAddressSuggestionsAvailable(): boolean {
  const culture = toLocale(useRouter().locale)
  const probe = useQuery({ ...addressSuggestionsQueryOptions('', culture), staleTime: Infinity })
  return probe.data?.Available === true
}

/** The suggestions for `query` (already debounced by the caller); none below MIN_SUGGESTION_QUERY characters. */
export function useAddressSuggestions(query: string, enabled: boolean) {
  const culture = toLocale(useRouter().locale)
  const trimmed = query.trim()
  return useQuery({ ...addressSuggestionsQueryOptions(trimmed, culture), enabled: enabled && trimmed.length >= MIN_SUGGESTION_QUERY })
}
