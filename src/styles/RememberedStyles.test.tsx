// @vitest-environment node
// The server's render compiles a rule once, and every request's sheet still holds the rules its page used
// (src/styles/RememberedStyles.tsx).
import { renderToString } from 'react-dom/server'
import styled, { ServerStyleSheet, StyleSheetContext } from 'styled-components'
import { useContext } from 'react'
import { RememberedStyles, rememberingStylis } from './RememberedStyles'

const Box = styled.div<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
  &:hover {
    color: black;
  }
`

function page(tone: string, remembered: boolean) {
  const sheet = new ServerStyleSheet()
  try {
    const app = <Box $tone={tone}>Vin</Box>
    const html = renderToString(sheet.collectStyles(remembered ? <RememberedStyles>{app}</RememberedStyles> : app))
    return { html, css: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}

describe('rememberingStylis', () => {
  it('compiles a rule once and answers it again from memory, within a bound', () => {
    const stylis = Object.assign(
      vi.fn((css: string, selector: string) => [`${selector}{${css}}`]),
      { hash: '' },
    )
    const remembering = rememberingStylis(stylis, 2)
    expect(rememberingStylis(stylis, 2)).toBe(remembering)
    expect(remembering('color:red;', '.a')).toEqual(['.a{color:red;}'])
    expect(remembering('color:red;', '.a')).toEqual(['.a{color:red;}'])
    expect(stylis).toHaveBeenCalledTimes(1)
    // Another selector or component is another rule.
    remembering('color:red;', '.b')
    remembering('color:red;', '.a', undefined, 'sc-x')
    expect(stylis).toHaveBeenCalledTimes(3)
    // The oldest was forgotten for the third.
    remembering('color:red;', '.a')
    expect(stylis).toHaveBeenCalledTimes(4)
  })
})

describe('RememberedStyles', () => {
  it("puts the same CSS in every request's sheet as a render without it", () => {
    for (const tone of ['red', 'green', 'red']) expect(page(tone, true)).toEqual(page(tone, false))
    expect(page('red', true).css).toContain('color:red')
  })

  it('gives the render a stylis that remembers', () => {
    let seen: unknown
    function Probe() {
      seen = (useContext(StyleSheetContext) as { stylis: unknown }).stylis
      return null
    }
    const sheet = new ServerStyleSheet()
    renderToString(
      sheet.collectStyles(
        <RememberedStyles>
          <Probe />
        </RememberedStyles>,
      ),
    )
    sheet.seal()
    const plain = new ServerStyleSheet()
    let original: unknown
    function Original() {
      original = (useContext(StyleSheetContext) as { stylis: unknown }).stylis
      return null
    }
    renderToString(plain.collectStyles(<Original />))
    plain.seal()
    expect(seen).not.toBe(original)
    expect(seen).toBe(rememberingStylis(original as Parameters<typeof rememberingStylis>[0]))
  })
})
