// The staff member's session on the storefront (docs/api/impersonation.md), shared by the header's staff menu, the
// banner while acting and the admin link's page. StaffProvider fills it; everything else reads it through useStaff().
import { createContext, useContext } from 'react'
import type { ClientType } from '@/features/customer/api/schemas'
import type { ImpersonationStatus } from './api/schemas'

/** Whom the browser is acting as: from the status, else from the customer an imp token loaded. */
export type ActingAs = { name: string; clientType: ClientType; company: string | null }

export interface StaffState {
  /** A staff session of a role that may act as customers is known to this browser. */
  isStaff: boolean
  /** The last ImpersonationStatus; null when not staff (or not known yet). */
  status: ImpersonationStatus | null
  /** Set while a staff member acts as a customer in this browser. */
  actingAs: ActingAs | null
  staffLogout: () => Promise<void>
  /** True when the act started and the customer's token is in place. */
  startActing: (customerId: string | number) => Promise<boolean>
  stopActing: () => Promise<void>
  /** The admin's "Handl som kunden" link: redeems its token and switches to the customer; throws when it fails. */
  redeemLink: (token: string) => Promise<ImpersonationStatus>
  /** The "Kundeservice" panel, opened from the header or the mobile menu. */
  panelOpen: boolean
  setPanelOpen: (open: boolean) => void
}

const noStaff: StaffState = {
  isStaff: false,
  status: null,
  actingAs: null,
  staffLogout: async () => undefined,
  startActing: async () => false,
  stopActing: async () => undefined,
  redeemLink: () => Promise.reject(new Error('No StaffProvider')),
  panelOpen: false,
  setPanelOpen: () => undefined,
}

export const StaffContext = createContext<StaffState>(noStaff)

export function useStaff(): StaffState {
  return useContext(StaffContext)
}
