// GET /api/general/settings/ -> { CustomerType, AllowFavoriteListPdf, AllowPriceListPdf, AllowProductSheetPdf,
// IsAgeVerified } (docs/api/pdf.md): which PDFs the shop offers. Asked per visitor (the answer names their customer
// type), so the key holds the loginKey; a failed call offers no PDF.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type * as z from 'zod'
import type { Locale } from '@/config/constants'
import { useAuth } from '@/features/auth/auth-context'
import { parseLazily } from '@/lib/lazyParse'
import { shopApi } from '@/lib/shopApi'
import type { shopSettingsSchema } from './schemas'

export type ShopSettings = z.infer<typeof shopSettingsSchema>
export type PdfFlag = keyof ShopSettings

async function getShopSettings(culture: Locale): Promise<ShopSettings> {
  const { data } = await shopApi.get('/general/settings', { params: { culture } })
  return parseLazily(() => import('./schemas').then((module) => module.shopSettingsSchema), data, 'shop settings')
}

export const shopSettingsQueryOptions = (loginKey: string, culture: Locale) =>
  queryOptions({ queryKey: ['shop-settings', loginKey, culture] as const, queryFn: () => getShopSettings(culture) })

/** Whether the shop offers this PDF now; false while the settings load or when they fail. No flag: always. */
export function usePdfAllowed(flagName: PdfFlag | undefined, culture: Locale): boolean {
  const { status, loginKey } = useAuth()
  const { data } = useQuery({ ...shopSettingsQueryOptions(loginKey, culture), enabled: flagName !== undefined && status !== 'loading' })
  return flagName === undefined || data?.[flagName] === true
}
