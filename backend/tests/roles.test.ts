/** Roles are enforced by access control (issue 3): admins, editors (content) and customer service (catalogue, customers). */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createProduct, testPayload } from './helpers'

type Staff = Awaited<ReturnType<Payload['create']>> & { collection: 'users' }

let payload: Payload
const staff: Record<'admin' | 'editor' | 'customerService', Staff> = {} as never

beforeAll(async () => {
  payload = (await testPayload()).payload
  for (const role of ['admin', 'editor', 'customerService'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}-${randomUUID().slice(0, 6)}@example.dk`, name: role, roles: [role], password: 'Test-password-123' },
    })
    staff[role] = { ...user, collection: 'users' } as Staff
  }
})

const asUser = (user: Staff | null) => ({ overrideAccess: false, user }) as const

async function allowed(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work()
    return true
  } catch (error) {
    if ((error as { status?: number }).status === 403 || (error as Error).name === 'Forbidden') return false
    throw error
  }
}

describe('access control', () => {
  it('lets editors change content but not the catalogue', async () => {
    const product = await createProduct()
    expect(
      await allowed(() => payload.update({ collection: 'products', id: product.id, data: { price: 1 }, ...asUser(staff.editor) })),
    ).toBe(false)
    expect(
      await allowed(() =>
        payload.create({
          collection: 'pages',
          data: { title: 'Ny side', url: `/r-${randomUUID().slice(0, 6)}/` },
          ...asUser(staff.editor),
        }),
      ),
    ).toBe(true)
    expect(await allowed(() => payload.find({ collection: 'customers', ...asUser(staff.editor) }))).toBe(false)
  })

  it('lets customer service change the catalogue and see customers, but not content', async () => {
    const product = await createProduct()
    expect(
      await allowed(() =>
        payload.update({ collection: 'products', id: product.id, data: { price: 12300 }, ...asUser(staff.customerService) }),
      ),
    ).toBe(true)
    expect(
      await allowed(() =>
        payload.create({
          collection: 'pages',
          data: { title: 'Nej', url: `/r-${randomUUID().slice(0, 6)}/` },
          ...asUser(staff.customerService),
        }),
      ),
    ).toBe(false)
    expect(await allowed(() => payload.find({ collection: 'customers', ...asUser(staff.customerService) }))).toBe(true)
    expect(await allowed(() => payload.updateGlobal({ slug: 'footer', data: { text: 'x' }, ...asUser(staff.customerService) }))).toBe(false)
  })

  it('lets admins do both, and nobody but admins manage staff users', async () => {
    const product = await createProduct()
    expect(
      await allowed(() => payload.update({ collection: 'products', id: product.id, data: { price: 100 }, ...asUser(staff.admin) })),
    ).toBe(true)
    expect(await allowed(() => payload.updateGlobal({ slug: 'footer', data: {}, ...asUser(staff.admin) }))).toBe(true)
    const newUser = {
      email: `x-${randomUUID().slice(0, 6)}@example.dk`,
      name: 'X',
      roles: ['admin'] as const,
      password: 'Test-password-123',
    }
    expect(
      await allowed(() => payload.create({ collection: 'users', data: { ...newUser, roles: ['admin'] }, ...asUser(staff.editor) })),
    ).toBe(false)
    expect(
      await allowed(() => payload.create({ collection: 'users', data: { ...newUser, roles: ['admin'] }, ...asUser(staff.admin) })),
    ).toBe(true)
  })

  it('shows visitors published pages only and keeps baskets and customers from them', async () => {
    const url = `/kladde-${randomUUID().slice(0, 6)}/`
    await payload.create({ collection: 'pages', draft: true, data: { title: 'Kladde', url, _status: 'draft' } })
    const visible = await payload.find({ collection: 'pages', where: { url: { equals: url } }, ...asUser(null) })
    expect(visible.docs).toHaveLength(0)
    const forEditor = await payload.find({ collection: 'pages', draft: true, where: { url: { equals: url } }, ...asUser(staff.editor) })
    expect(forEditor.docs).toHaveLength(1)
    expect(await allowed(() => payload.find({ collection: 'baskets', ...asUser(null) }))).toBe(false)
    expect(await allowed(() => payload.find({ collection: 'customers', ...asUser(null) }))).toBe(false)
  })
})
