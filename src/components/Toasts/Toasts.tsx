// Toast messages (docs/product.md §2: top-center; docs/product.md §9: 5000 ms) and the error text rule of docs/product.md §8: the server's
// Message, else the site's fallback text.
import type { TFunction } from 'i18next'
import { useCallback } from 'react'
import toast, { Toaster } from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { useTheme } from 'styled-components'
import { TOAST_DURATION_MS } from '@/config/constants'
import { getSiteKey } from '@/config/env'
import { siteTranslationKey } from '@/i18n/buildI18nProps'
import { isApiError } from '@/lib/apiError'

export const FALLBACK_ERROR_KEY = 'Frontend.Errors.Fallback'

export function AppToaster() {
  const theme = useTheme()
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          background: theme.colors.surface,
          color: theme.colors.text,
          border: `1px solid ${theme.colors.border}`,
          boxShadow: theme.shadows.raised,
          fontFamily: theme.fonts.body,
        },
        success: { iconTheme: { primary: theme.colors.success, secondary: theme.colors.surface } },
        error: { iconTheme: { primary: theme.colors.error, secondary: theme.colors.surface } },
      }}
    />
  )
}

export function errorMessageFor(error: unknown, t: TFunction, siteKey: string = getSiteKey()): string {
  if (isApiError(error) && error.Message) return error.Message
  return t(siteTranslationKey(siteKey, FALLBACK_ERROR_KEY))
}

export function showSuccessToast(message: string): void {
  toast.success(message)
}

export function showErrorToast(message: string): void {
  toast.error(message)
}

/** Returns a function that shows the docs/product.md §8 error toast for a failed call. */
export function useErrorToast(): (error: unknown) => void {
  const { t } = useTranslation()
  return useCallback((error: unknown) => showErrorToast(errorMessageFor(error, t)), [t])
}
