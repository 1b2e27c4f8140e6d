import { describe, expect, it } from 'vitest'
import { stored } from '../__fixtures__/blocks'
import { mapCreateCustomer } from './map'

describe('createCustomer mapper', () => {
  it('keeps the client type and an empty title as null', () => {
    expect(mapCreateCustomer(stored('createCustomer', { clientType: 'B2B' }))).toMatchObject({ ClientType: 'B2B', Title: null })
  })
})
