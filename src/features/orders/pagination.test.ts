import { pageItems } from './pagination'

describe('pageItems', () => {
  it('shows every page of a short history', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(2, 3)).toEqual([1, 2, 3])
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('leaves a gap for pages far from the current one', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, null, 10])
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageItems(10, 10)).toEqual([1, null, 9, 10])
  })

  it('shows a single left-out page rather than a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10])
  })

  it('has nothing for an empty history', () => {
    expect(pageItems(1, 0)).toEqual([])
  })
})
