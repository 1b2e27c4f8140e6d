import type { MenuItem } from './api/get-menu'
import { buildMenuTree } from './menuTree'

const item = (id: string, parentId: string | null, type: MenuItem['type'], name: string): MenuItem => ({
  id,
  parentId,
  type,
  name,
  link: { type: 'Content', url: `/${name.toLowerCase()}/` },
  image: null,
})

describe('buildMenuTree', () => {
  it('nests headers under roots and items under headers', () => {
    const tree = buildMenuTree([
      item('1', null, 'root', 'Vin'),
      item('2', '1', 'header', 'Rødvin'),
      item('3', '2', 'item', 'Bordeaux'),
      item('4', null, 'root', 'Ost'),
    ])
    expect(tree.map((node) => node.name)).toEqual(['Vin', 'Ost'])
    expect(tree[0]?.children[0]?.name).toBe('Rødvin')
    expect(tree[0]?.children[0]?.children[0]?.name).toBe('Bordeaux')
  })

  it('uses the children of a single link-less root container as the top level', () => {
    const container: MenuItem = { ...item('0', null, 'root', 'Menu'), link: null }
    const tree = buildMenuTree([container, item('1', '0', 'header', 'Vin'), item('2', '0', 'header', 'Ost')])
    expect(tree.map((node) => node.name)).toEqual(['Vin', 'Ost'])
  })

  it('keeps an entry whose parent is missing at the top level', () => {
    expect(buildMenuTree([item('5', '99', 'item', 'Gaver')]).map((node) => node.name)).toEqual(['Gaver'])
  })
})
