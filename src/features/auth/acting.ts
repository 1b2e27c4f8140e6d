// Whether a staff member is acting as this customer (docs/api/impersonation.md, docs/adr/0028): the customer answer
// says CanImpersonate: true exactly then. The customer's screens hide or disable what only the customer may do.
import { useAuth } from './auth-context'

export function useActingStaff(): boolean {
  return useAuth().customer?.CanImpersonate === true
}
