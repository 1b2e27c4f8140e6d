// The data every page's shell needs (SPEC §2: settings and menu for every page; footer), loaded in
// App.getInitialProps. Each part fails on its own: the shell renders with whatever arrived (SPEC §8).
import type { Locale } from '@/config/constants'
import { logError } from '@/lib/log'
import { getFooter, type Footer } from './api/get-footer'
import { getGlobalSettings, type GlobalSettings } from './api/get-global-settings'
import { getMenu, type MenuItem } from './api/get-menu'

export type LayoutData = {
  settings: GlobalSettings | null
  menu: MenuItem[]
  footer: Footer | null
}

export const EMPTY_LAYOUT: LayoutData = { settings: null, menu: [], footer: null }

/** SPEC §3 customer types: each sees its own menu (settings menuB2CNodeId / menuB2BNodeId). */
export type CustomerType = 'B2C' | 'B2B'

export async function loadLayout(culture: Locale, customerType: CustomerType = 'B2C'): Promise<LayoutData> {
  const [settingsResult, footerResult] = await Promise.allSettled([getGlobalSettings(culture), getFooter(culture)])
  const settings = settingsResult.status === 'fulfilled' ? settingsResult.value : null
  if (settingsResult.status === 'rejected') logError('global settings unavailable', settingsResult.reason)
  const footer = footerResult.status === 'fulfilled' ? footerResult.value : null
  if (footerResult.status === 'rejected') logError('footer unavailable', footerResult.reason)

  // Guests and consumers see the B2C menu, business customers the B2B one (SPEC §2).
  const menuNodeId = customerType === 'B2B' ? settings?.menuB2BNodeId : settings?.menuB2CNodeId
  let menu: MenuItem[] = []
  if (menuNodeId !== null && menuNodeId !== undefined && menuNodeId !== '') {
    try {
      menu = await getMenu(menuNodeId, culture)
    } catch (error) {
      logError('menu unavailable', error)
    }
  }
  return { settings, menu, footer }
}
