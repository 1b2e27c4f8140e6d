import { describe, expect, it, vi } from 'vitest'
import { ShortMemory } from './memory'

describe('ShortMemory', () => {
  it('works a key out once for callers arriving together, and keeps it for its time only', async () => {
    const memory = new ShortMemory<string>(10, 1000)
    const compute = vi.fn(async () => 'svar')
    const now = Date.now()
    expect(await Promise.all([memory.get('a', compute, now), memory.get('a', compute, now)])).toEqual(['svar', 'svar'])
    expect(compute).toHaveBeenCalledTimes(1)
    await memory.get('a', compute, now + 999)
    expect(compute).toHaveBeenCalledTimes(1)
    await memory.get('a', compute, now + 1000)
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it('forgets everything on clear, even what is being worked out, and never keeps a failure', async () => {
    const memory = new ShortMemory<string>(10, 1000)
    let release: (value: string) => void = () => undefined
    const slow = memory.get('a', () => new Promise<string>((resolve) => (release = resolve)))
    memory.clear()
    const compute = vi.fn(async () => 'ny')
    expect(await memory.get('a', compute)).toBe('ny')
    release('gammel')
    expect(await slow).toBe('gammel')
    expect(await memory.get('a', compute)).toBe('ny')
    expect(compute).toHaveBeenCalledTimes(1)

    await expect(memory.get('b', async () => Promise.reject(new Error('nede')))).rejects.toThrow('nede')
    expect(await memory.get('b', async () => 'igen')).toBe('igen')
  })

  it('drops the oldest keys beyond its size', async () => {
    const memory = new ShortMemory<number>(2, 1000)
    const compute = vi.fn(async () => 1)
    for (const key of ['a', 'b', 'c']) await memory.get(key, compute)
    await memory.get('a', compute)
    expect(compute).toHaveBeenCalledTimes(4)
    await memory.get('c', compute)
    expect(compute).toHaveBeenCalledTimes(4)
  })
})

describe('ShortMemory and a change during the working-out', () => {
  it('does not keep what was worked out across a clear, even one made at once', async () => {
    const memory = new ShortMemory<number>(10, 1000)
    let n = 0
    expect(await memory.get('a', async () => (memory.clear(), ++n))).toBe(1)
    expect(await memory.get('a', async () => ++n)).toBe(2)
  })
})

describe('ShortMemory while it may not keep', () => {
  it('works every value out afresh and drops what it held, until it may keep again (db/change-bus.ts)', async () => {
    let keeps = true
    const memory = new ShortMemory<number>(10, 1000, () => keeps)
    let n = 0
    const compute = async () => ++n
    expect(await memory.get('a', compute)).toBe(1)
    expect(await memory.get('a', compute)).toBe(1)
    keeps = false
    expect(await memory.get('a', compute)).toBe(2)
    expect(await memory.get('a', compute)).toBe(3)
    keeps = true
    expect(await memory.get('a', compute)).toBe(4)
    expect(await memory.get('a', compute)).toBe(4)
  })
})
