// The server's block registry and the browser's (docs/adr/0052) name the same blocks, and the browser's fetches the
// code of exactly the blocks it is asked for.
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { theme } from '@/styles/theme'
import * as browser from './registry.browser'
import * as server from './registry'

describe('the block registries', () => {
  it('name the same blocks, in the server’s order', () => {
    expect(Object.keys(browser.registry)).toEqual(Object.keys(server.registry))
    for (const type of [...Object.keys(server.registry), 'unknownBlock', 'constructor'])
      expect(browser.isBlockType(type), type).toBe(server.isBlockType(type))
  })

  it('fetch a block’s code when asked, once, and then render it as the server does', async () => {
    const { space } = browser.registry
    const preload = vi.spyOn(space, 'preload')
    await browser.loadBlockCode(['space', 'space', 'unknownBlock'])
    expect(preload).toHaveBeenCalledTimes(2)
    // Loaded once: the second call is answered by the first one's promise.
    expect(space.preload()).toBe(space.preload())
    const html = (Block: typeof server.registry.space | typeof space) =>
      renderToString(
        <ThemeProvider theme={theme}>
          <Block block={{ Type: 'space', Id: 's1', Size: 'large' }} index={0} />
        </ThemeProvider>,
      )
    expect(html(space)).toBe(html(server.registry.space))
    expect(html(space)).toContain('data-size="large"')
  })
})
