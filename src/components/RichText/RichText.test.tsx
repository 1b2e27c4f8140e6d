import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { createMockRouter, MockRouterProvider } from '@/test/router'
import { isClientSideHref, stripScripts, toClientPath } from './richText'
import { RichText } from './RichText'

const HTML = `
  <p>Læs <a href="om-os/">om os</a>, se <a href="/vin/rodvin/">rødvinene</a> eller
  <a href="https://www.example.dk/">partneren</a>. Skriv til <a href="mailto:hej@delikat.dk">hej@delikat.dk</a>,
  ring <a href="tel:+4512345678">12 34 56 78</a>, se <a href="//cdn.example.dk/x.pdf">prislisten</a>
  eller <a href="#bund">bunden</a>.</p>
  <script>window.hacked = true</script>`

/** Records whether the storefront prevented a click's default, then stops jsdom from "navigating". */
function watchClicks() {
  const seen: boolean[] = []
  const listener = (event: MouseEvent) => {
    seen.push(event.defaultPrevented)
    event.preventDefault()
  }
  document.addEventListener('click', listener)
  return { seen, stop: () => document.removeEventListener('click', listener) }
}

function renderRichText(html = HTML) {
  const router = createMockRouter()
  const utils = renderWithProviders(
    <MockRouterProvider router={router}>
      <RichText html={html} />
    </MockRouterProvider>,
  )
  return { router, ...utils }
}

describe('RichText', () => {
  it('renders the HTML without its scripts', () => {
    const { container } = renderRichText()
    expect(screen.getByRole('link', { name: 'om os' })).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('hacked')
  })

  it('navigates client-side for a non-absolute link, adding the leading slash', async () => {
    const user = userEvent.setup()
    const { router } = renderRichText()
    await user.click(screen.getByRole('link', { name: 'om os' }))
    expect(router.push).toHaveBeenCalledWith('/om-os/')
    await user.click(screen.getByRole('link', { name: 'rødvinene' }))
    expect(router.push).toHaveBeenLastCalledWith('/vin/rodvin/')
  })

  it.each(['partneren', 'hej@delikat.dk', '12 34 56 78', 'prislisten', 'bunden'])('leaves the link "%s" to the browser', (name) => {
    const { router } = renderRichText()
    const clicks = watchClicks()
    fireEvent.click(screen.getByRole('link', { name }))
    clicks.stop()
    expect(router.push).not.toHaveBeenCalled()
    expect(clicks.seen).toEqual([false])
  })

  it('leaves modified clicks (new tab) to the browser', () => {
    const { router } = renderRichText()
    const clicks = watchClicks()
    fireEvent.click(screen.getByRole('link', { name: 'om os' }), { ctrlKey: true })
    clicks.stop()
    expect(router.push).not.toHaveBeenCalled()
    expect(clicks.seen).toEqual([false])
  })
})

describe('rich text rules', () => {
  it('strips scripts, inline handlers and javascript: URLs', () => {
    const dirty = '<p onclick="steal()">Hej<script src="x.js"></script><a href="javascript:alert(1)">x</a></p><img src=x onerror=alert(1)>'
    const clean = stripScripts(dirty)
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i)
    expect(clean).toContain('<p>Hej')
  })

  it('knows which links are non-absolute', () => {
    expect(isClientSideHref('om-os/')).toBe(true)
    expect(isClientSideHref('/om-os/')).toBe(true)
    expect(isClientSideHref('https://x.dk/')).toBe(false)
    expect(isClientSideHref('//x.dk/')).toBe(false)
    expect(isClientSideHref('mailto:a@b.dk')).toBe(false)
    expect(isClientSideHref('tel:12345678')).toBe(false)
    expect(isClientSideHref('#top')).toBe(false)
    expect(isClientSideHref('')).toBe(false)
    expect(isClientSideHref('/media/prisliste.pdf')).toBe(false)
    expect(isClientSideHref('media/prisliste.pdf')).toBe(false)
    expect(toClientPath('om-os/')).toBe('/om-os/')
    expect(toClientPath('/om-os/')).toBe('/om-os/')
  })
})
