/**
 * Staff acting as customers (docs/api/impersonation.md, docs/adr/0028). A staff member signs in on the storefront
 * (the `delikat-staff` cookie: a Payload session of their `users` account) and starts an act: a customer session of
 * its own on the customer, named `imp_…`, which `POST /api/token/` turns into the customer's bearer. Every shop call
 * with that bearer finds its act here and checks it is still running, the staff session alive and its role allowed,
 * and the staff member active within the idle timeout; otherwise the act ends and the call is a guest's.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { jwtSign, type Payload } from 'payload'
import { dbPool } from '../../db/pool'
import { inTransaction } from '../../db/transaction'
import { env } from '../../env'
import type { User } from '../../payload-types'
import type { Culture } from '../constants'
import type { ActingStaff } from '../context'
import { BEARER_TOKEN_LIFETIME_SECONDS } from '../customers/constants'
import { userOfToken } from '../customers/sessions'
import { ShopError } from '../errors'
import {
  ACT_SESSION_PREFIX,
  IDLE_TIMEOUT_SECONDS,
  LINK_LIFETIME_MS,
  ROLES_THAT_MAY_ACT,
  STAFF_SESSION_SECONDS,
  TOUCH_INTERVAL_MS,
  type EndReason,
} from './constants'
import * as store from './store'
import { TEXTS } from './texts'

export interface StaffSession {
  userId: number
  sid: string
  name: string
  email: string
  expiresAt: Date
}

export const mayAct = (roles: readonly string[] | null | undefined): boolean =>
  (roles ?? []).some((role) => (ROLES_THAT_MAY_ACT as readonly string[]).includes(role))

export const forbidden = (culture: Culture) => new ShopError(403, 'Forbidden', TEXTS[culture].forbidden)

/** A staff user's session a token names (the storefront's cookie, or the admin's own), while its role may act. */
export async function staffSessionOf(payload: Payload, token: string | undefined): Promise<StaffSession | null> {
  if (!token) return null
  return staffSessionOfUser(await userOfToken(payload, token))
}

/** The same for a user Payload has already authenticated (the admin calling with its own session). */
export function staffSessionOfUser(user: unknown): StaffSession | null {
  const staff = user as (User & { _sid?: string }) | null
  if (!staff || staff.collection !== 'users' || !staff._sid || !mayAct(staff.roles)) return null
  const session = staff.sessions?.find((s) => s.id === staff._sid)
  const expiresAt = session ? new Date(session.expiresAt) : null
  if (!expiresAt || expiresAt.getTime() <= Date.now()) return null
  return { userId: staff.id, sid: staff._sid, name: staff.name, email: staff.email, expiresAt }
}

/** A token for the storefront's staff cookie, in Payload's format, for a session of the staff user. */
export async function signStaffToken(payload: Payload, staff: StaffSession): Promise<string> {
  const { token } = await jwtSign({
    fieldsToSign: { id: staff.userId, collection: 'users', email: staff.email, sid: staff.sid },
    secret: payload.secret,
    tokenExpiration: Math.max(1, Math.floor((staff.expiresAt.getTime() - Date.now()) / 1000)),
  })
  return token
}

/** Why a running act must end now, if it must. */
function endReasonOf(act: store.Act, now: number): EndReason | null {
  if (!act.staffSessionExpiresAt || act.staffSessionExpiresAt.getTime() <= now || !mayAct(act.staffRoles)) return 'SessionEnded'
  if (act.customer.account_blocked) return 'SessionEnded'
  if (now - act.lastSeenAt.getTime() > IDLE_TIMEOUT_SECONDS * 1000) return 'IdleTimeout'
  return null
}

const customerName = (c: store.CustomerRow) => `${c.first_name} ${c.last_name}`.trim()

async function audit(payload: Payload, event: store.AuditEvent): Promise<void> {
  await store.insertEvent(dbPool(payload), event)
}

async function endAct(payload: Payload, act: store.Act, reason: EndReason): Promise<void> {
  if (!(await store.endAct(dbPool(payload), act.id, reason))) return
  await audit(payload, {
    action: 'Stop',
    reason,
    act: act.id,
    staffId: act.staffUserId,
    staffName: act.staffName,
    customerId: act.customerId,
    customerEmail: act.customer.email,
  })
}

/**
 * The act behind a customer session, for a shop call made with its bearer: null when the session is the customer's
 * own, or the act has ended (it is ended here when it must). The call counts as the staff member's activity.
 */
export async function actingStaffOf(payload: Payload, customerId: number, sid: string): Promise<ActingStaff | null | 'ended'> {
  if (!sid.startsWith(ACT_SESSION_PREFIX)) return null
  const act = await store.findActBySession(dbPool(payload), customerId, sid)
  if (!act) return 'ended'
  const now = Date.now()
  const reason = endReasonOf(act, now)
  if (reason) {
    await endAct(payload, act, reason)
    return 'ended'
  }
  if (now - act.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await store.touchAct(dbPool(payload), act.id)
  return { actId: act.id, staffUserId: act.staffUserId, staffName: act.staffName }
}

/** The running act of a staff session, ended first when it must (a status call is not activity: no touch). */
async function runningAct(payload: Payload, staff: StaffSession): Promise<store.Act | null> {
  const act = await store.findActOfStaff(dbPool(payload), staff.userId, staff.sid)
  if (!act) return null
  const reason = endReasonOf(act, Date.now())
  if (!reason) return act
  await endAct(payload, act, reason)
  return null
}

export interface ImpersonationStatus {
  CanImpersonate: true
  Staff: { Name: string; Email: string }
  Acting: boolean
  Customer: {
    Id: number
    Name: string
    Email: string
    ClientType: 'B2C' | 'B2B'
    Company: string | null
    CustomerNumber: string | null
  } | null
  StartedAt: string | null
  IdleTimeoutSeconds: number
}

function statusAnswer(staff: StaffSession, act: store.Act | null): ImpersonationStatus {
  const c = act?.customer
  return {
    CanImpersonate: true,
    Staff: { Name: staff.name, Email: staff.email },
    Acting: Boolean(act),
    Customer: c
      ? {
          Id: c.id,
          Name: customerName(c),
          Email: c.email,
          ClientType: c.client_type,
          Company: c.client_type === 'B2B' ? c.company : null,
          CustomerNumber: c.hard_id,
        }
      : null,
    StartedAt: act ? act.startedAt.toISOString() : null,
    IdleTimeoutSeconds: IDLE_TIMEOUT_SECONDS,
  }
}

export async function impersonationStatus(payload: Payload, staff: StaffSession): Promise<ImpersonationStatus> {
  return statusAnswer(staff, await runningAct(payload, staff))
}

/** The customer to act as: known and not blocked. */
async function actableCustomer(payload: Payload, customerId: number, culture: Culture): Promise<store.CustomerRow> {
  const customer = await store.findCustomer(dbPool(payload), customerId)
  if (!customer) throw new ShopError(404, 'NotFound', TEXTS[culture].customerNotFound)
  if (customer.account_blocked) throw new ShopError(409, 'CustomerBlocked', TEXTS[culture].customerBlocked)
  return customer
}

/** Starts acting as the customer; an act the staff session was running ends first. */
export async function startActing(
  payload: Payload,
  staff: StaffSession,
  customerId: number,
  culture: Culture,
): Promise<ImpersonationStatus> {
  const customer = await actableCustomer(payload, customerId, culture)
  const running = await runningAct(payload, staff)
  if (running) await endAct(payload, running, 'Switched')
  const id = randomUUID()
  await inTransaction({ payload }, (client) =>
    store.insertAct(client, {
      id,
      staffUserId: staff.userId,
      staffSid: staff.sid,
      customerId: customer.id,
      customerSid: `${ACT_SESSION_PREFIX}${randomUUID()}`,
      // The customer session never outlives the staff session it belongs to.
      expiresAt: staff.expiresAt,
    }),
  )
  await audit(payload, {
    action: 'Start',
    act: id,
    staffId: staff.userId,
    staffName: staff.name,
    customerId: customer.id,
    customerEmail: customer.email,
  })
  return impersonationStatus(payload, staff)
}

export async function stopActing(payload: Payload, staff: StaffSession, reason: EndReason = 'Stop'): Promise<ImpersonationStatus> {
  const running = await store.findActOfStaff(dbPool(payload), staff.userId, staff.sid)
  if (running) await endAct(payload, running, reason)
  return statusAnswer(staff, null)
}

/** Ends the act a bearer acts through (a logout with it): the staff session stays. */
export async function stopActBySession(payload: Payload, customerId: number, sid: string, reason: EndReason): Promise<void> {
  const act = sid.startsWith(ACT_SESSION_PREFIX) ? await store.findActBySession(dbPool(payload), customerId, sid) : null
  if (act) await endAct(payload, act, reason)
}

/** Staff logout on the storefront: the act ends, then the staff session. */
export async function endStaffSession(payload: Payload, staff: { userId: number; sid: string }): Promise<void> {
  const running = await store.findActOfStaff(dbPool(payload), staff.userId, staff.sid)
  if (running) await endAct(payload, running, 'StaffLogout')
  await store.deleteStaffSession(dbPool(payload), staff.userId, staff.sid)
}

/**
 * The customer's bearer while the staff session acts (`POST /api/token/`), like a customer's own (sessions.ts) but
 * for the act's session and with `imp`, never outliving the staff session. Null when the session is not acting.
 */
export async function actBearer(payload: Payload, staff: StaffSession): Promise<{ token: string; expiresAt: Date } | null> {
  const act = await runningAct(payload, staff)
  if (!act) return null
  await store.touchAct(dbPool(payload), act.id)
  const secondsLeft = Math.floor((staff.expiresAt.getTime() - Date.now()) / 1000)
  const { exp, token } = await jwtSign({
    fieldsToSign: {
      id: act.customerId,
      collection: 'customers',
      email: act.customer.email,
      sid: act.customerSid,
      clientType: act.customer.client_type,
      imp: true,
    },
    secret: payload.secret,
    tokenExpiration: Math.max(1, Math.min(BEARER_TOKEN_LIFETIME_SECONDS, secondsLeft)),
  })
  return { token, expiresAt: new Date(exp * 1000) }
}

export interface CustomerHit {
  Id: number
  Name: string
  Email: string
  Phone: string | null
  ClientType: 'B2C' | 'B2B'
  Company: string | null
  Cvr: string | null
  CustomerNumber: string | null
  Blocked: boolean
}

export async function searchCustomers(payload: Payload, query: string, page: number, pageSize: number) {
  const { rows, total } = await store.searchCustomers(dbPool(payload), query, pageSize, (page - 1) * pageSize)
  const hits: CustomerHit[] = rows.map((c) => ({
    Id: c.id,
    Name: customerName(c),
    Email: c.email,
    Phone: c.phone,
    ClientType: c.client_type,
    Company: c.client_type === 'B2B' ? c.company : null,
    Cvr: c.client_type === 'B2B' ? c.cvr : null,
    CustomerNumber: c.hard_id,
    Blocked: c.account_blocked === true,
  }))
  return { Customers: hits, TotalCount: total, TotalPages: Math.ceil(total / pageSize), Page: page }
}

const linkSignature = (payload: Payload, id: string) =>
  createHmac('sha256', payload.secret).update(`impersonation-link:${id}`).digest('base64url')

/** The admin's "Handl som kunden": a signed link for the storefront, once, for two minutes, bound to the admin session. */
export async function createLink(payload: Payload, staff: StaffSession, customerId: number, culture: Culture) {
  const customer = await actableCustomer(payload, customerId, culture)
  const id = randomUUID()
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS)
  await store.insertLink(dbPool(payload), { id, staffUserId: staff.userId, staffSid: staff.sid, customerId: customer.id, expiresAt })
  await audit(payload, {
    action: 'Link',
    staffId: staff.userId,
    staffName: staff.name,
    customerId: customer.id,
    customerEmail: customer.email,
  })
  const token = `${id}.${linkSignature(payload, id)}`
  return {
    Url: `${env().STOREFRONT_URL.replace(/\/+$/, '')}/handl-som/?token=${encodeURIComponent(token)}`,
    ExpiresAt: expiresAt.toISOString(),
  }
}

/**
 * Redeems a link on the storefront: a new staff session of the link's staff member (its cookie token) acting as the
 * customer. Refused when forged, used, expired, or when the admin session it was made in has ended since.
 */
export async function redeemLink(
  payload: Payload,
  token: string,
  culture: Culture,
): Promise<{ staffToken: string; status: ImpersonationStatus }> {
  const invalid = () => new ShopError(401, 'InvalidLink', TEXTS[culture].invalidLink)
  const [id, signature] = token.split('.')
  if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) throw invalid()
  const expected = Buffer.from(linkSignature(payload, id))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid()
  const link = await store.takeLink(dbPool(payload), id)
  if (!link) throw invalid()
  const adminSession = await store.staffSessionExpiry(dbPool(payload), link.staffUserId, link.staffSid)
  if (!adminSession || adminSession.getTime() <= Date.now()) throw invalid()
  const user = await payload.findByID({ collection: 'users', id: link.staffUserId, depth: 0, overrideAccess: true }).catch(() => null)
  if (!user || !mayAct(user.roles)) throw invalid()
  const staff: StaffSession = {
    userId: user.id,
    sid: randomUUID(),
    name: user.name,
    email: user.email,
    expiresAt: new Date(Date.now() + STAFF_SESSION_SECONDS * 1000),
  }
  await store.insertStaffSession(dbPool(payload), staff.userId, staff.sid, staff.expiresAt)
  const status = await startActing(payload, staff, link.customerId, culture)
  return { staffToken: await signStaffToken(payload, staff), status }
}

/** One state-changing shop call made while acting, for the audit trail. */
export async function recordCall(
  payload: Payload,
  acting: ActingStaff,
  customerId: number,
  call: { method: string; path: string; status: number },
) {
  const customer = await store.findCustomer(dbPool(payload), customerId)
  await audit(payload, {
    action: 'Call',
    act: acting.actId,
    staffId: acting.staffUserId,
    staffName: acting.staffName,
    customerId,
    customerEmail: customer?.email ?? null,
    method: call.method.toUpperCase(),
    path: call.path,
    status: call.status,
  })
}
