/**
 * Address suggestions while a shopper types an address (docs/adr/0035): one interface, the Datafordeleren adapter
 * when it is configured (DATAFORDELER_ADDRESS_URL and DATAFORDELER_API_KEY), else "none", which suggests nothing and
 * tells the storefront to show a plain field.
 */
import { datafordelerSuggester } from './datafordeler'

/** One suggested address, split the way the checkout's fields are. */
export interface AddressSuggestion {
  /** The register's id of the address (stable; the storefront uses it as the option's key). */
  Id: string
  /** The whole address as the register writes it, for the list. */
  Text: string
  /** Street, number and any floor and door: the Address field. */
  Address: string
  Zip: string
  City: string
}

export interface AddressSuggester {
  /** False for "none": the storefront then offers no suggestions at all. */
  readonly configured: boolean
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>
}

export const noAddressSuggester: AddressSuggester = {
  configured: false,
  suggest: async () => [],
}

export interface AddressSuggesterSettings {
  url?: string
  apiKey?: string
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch
}

/** The adapter the settings allow: Datafordeleren with both its URL and key, else none. */
export function addressSuggester(settings: AddressSuggesterSettings): AddressSuggester {
  if (!settings.url || !settings.apiKey) return noAddressSuggester
  return datafordelerSuggester({ url: settings.url, apiKey: settings.apiKey, fetch: settings.fetch ?? fetch })
}
