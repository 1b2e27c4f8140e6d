// POST /api/auth/staff/logout/ -> 204: ends the staff session and an act it runs (reason StaffLogout), and always
// clears the `delikat-staff` cookie (docs/api/impersonation.md).
import { shopApi } from '@/lib/shopApi'

export async function staffLogout(): Promise<void> {
  await shopApi.post('/auth/staff/logout')
}
