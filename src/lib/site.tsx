// Site-wide values the pages need while rendering (the public origin for absolute URLs in meta tags).
import { createContext, useContext, type ReactNode } from 'react'

export type SiteInfo = { origin: string }

const SiteContext = createContext<SiteInfo>({ origin: '' })

export function SiteProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSite(): SiteInfo {
  return useContext(SiteContext)
}
