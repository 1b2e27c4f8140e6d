// Toast messages (docs/product.md §2: top-center; docs/product.md §9: 5000 ms) and the error text rule of docs/product.md §8: the server's
// Message, else the site's fallback text. react-hot-toast is loaded on demand (docs/architecture.md §7): a toast follows
// something the visitor did, long after the page's first load, so its container is not even mounted before the first
// toast (react-hot-toast keeps its toasts in a store of its own, which the container shows when it mounts).
import type { TFunction } from 'i18next'
import dynamic from 'next/dynamic'
import { useCallback, useSyncExternalStore } from 'react'
import { useTranslation } from '@/i18n/texts'
import { getSiteKey } from '@/config/siteKey'
import { siteTranslationKey } from '@/i18n/buildI18nProps'
import { isApiError } from '@/lib/apiError'

export const FALLBACK_ERROR_KEY = 'Frontend.Errors.Fallback'

const LazyToaster = dynamic(() => import('./ToasterView').then((module) => module.ToasterView), { ssr: false })

/** Whether a toast has been asked for on this page yet; the container mounts then, not during the page's load. */
let toasterWanted = false
const toasterListeners = new Set<() => void>()
const wantToaster = () => {
  if (toasterWanted) return
  toasterWanted = true
  for (const listener of toasterListeners) listener()
}
const onToasterWanted = (listener: () => void) => {
  toasterListeners.add(listener)
  return () => void toasterListeners.delete(listener)
}

const loadToast = () => {
  wantToaster()
  return import('react-hot-toast').then((module) => module.default)
}

/** The toasts' container: react-hot-toast arrives in a chunk of its own with the first toast (it is fixed at the top,
 * so nothing moves when it arrives). */
export function AppToaster() {
  const wanted = useSyncExternalStore(
    onToasterWanted,
    () => toasterWanted,
    () => false,
  )
  return wanted ? <LazyToaster /> : null
}

export function errorMessageFor(error: unknown, t: TFunction, siteKey: string = getSiteKey()): string {
  if (isApiError(error) && error.Message) return error.Message
  return t(siteTranslationKey(siteKey, FALLBACK_ERROR_KEY))
}

export function showSuccessToast(message: string): void {
  void loadToast().then((toast) => toast.success(message))
}

export function showErrorToast(message: string): void {
  void loadToast().then((toast) => toast.error(message))
}

/** Returns a function that shows the docs/product.md §8 error toast for a failed call. */
export function useErrorToast(): (error: unknown) => void {
  const { t } = useTranslation()
  return useCallback((error: unknown) => showErrorToast(errorMessageFor(error, t)), [t])
}
