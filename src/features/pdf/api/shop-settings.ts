// GET /api/general/settings/ -> { CustomerType, AllowFavoriteListPdf, AllowPriceListPdf, AllowProductSheetPdf,
// IsAgeVerified } (docs/api/pdf.md): which PDFs the shop offers. Asked per visitor (the answer names their customer
// type), so the key holds the loginKey; a failed call offers no PDF.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Locale } from '@/config/constants'
import { useAuth } from '@/features/auth/auth-context'
import { ApiError } from '@/lib/apiError'
import { isRecord } from '@/lib/isRecord'
import { shopApi } from '@/lib/shopApi'

const PDF_FLAGS = ['AllowFavoriteListPdf', 'AllowPriceListPdf', 'AllowProductSheetPdf'] as const

export type PdfFlag = (typeof PDF_FLAGS)[number]
export type ShopSettings = Record<PdfFlag, boolean>

/**
 * The flags, read by hand rather than with a zod schema: the PDF buttons are on most pages, which would otherwise
 * fetch and run zod's chunk on every first visit while they load. A flag that is not `true` offers no PDF.
 */
export function shopSettingsOf(data: unknown): ShopSettings {
  if (!isRecord(data)) throw new ApiError({ status: 0, ErrorCode: 'InvalidResponse', description: 'shop settings: unexpected answer' })
  return Object.fromEntries(PDF_FLAGS.map((flag) => [flag, data[flag] === true])) as ShopSettings
}

async function getShopSettings(culture: Locale): Promise<ShopSettings> {
  const { data } = await shopApi.get('/general/settings', { params: { culture } })
  return shopSettingsOf(data)
}

export const shopSettingsQueryOptions = (loginKey: string, culture: Locale) =>
  queryOptions({ queryKey: ['shop-settings', loginKey, culture] as const, queryFn: () => getShopSettings(culture) })

/** Whether the shop offers this PDF now; false while the settings load or when they fail. No flag: always. */
export function usePdfAllowed(flagName: PdfFlag | undefined, culture: Locale): boolean {
  const { status, loginKey } = useAuth()
  const { data } = useQuery({ ...shopSettingsQueryOptions(loginKey, culture), enabled: flagName !== undefined && status !== 'loading' })
  return flagName === undefined || data?.[flagName] === true
}
