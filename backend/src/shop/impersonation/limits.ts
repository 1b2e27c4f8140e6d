/** What staff may not do while acting as a customer (docs/adr/0028): the customer's own decisions stay theirs. */
import type { ShopContext } from '../context'
import { ShopError } from '../errors'
import { TEXTS, type Limit } from './texts'

export function assertNotActing(ctx: ShopContext, limit: Limit): void {
  if (ctx.impersonation) throw new ShopError(403, 'ImpersonationNotAllowed', TEXTS[ctx.culture].limits[limit])
}
