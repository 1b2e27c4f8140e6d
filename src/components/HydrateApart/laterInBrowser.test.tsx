// A part whose code comes after the first load (laterInBrowser): the server's HTML stays as it is until the code has
// come, then the part hydrates in place, without a mismatch, and answers.
import { act } from '@testing-library/react'
import { useState, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { HydrateApart } from './HydrateApart'
import { laterInBrowser } from './laterInBrowser'

function Part({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      {label} {clicks}
    </button>
  )
}

function Page({ Later }: { Later: ComponentType<{ label: string }> }) {
  return (
    <div>
      <h1>Forside</h1>
      <HydrateApart>
        <Later label="Cookie-indstillinger" />
      </HydrateApart>
    </div>
  )
}

describe('laterInBrowser', () => {
  it('renders the part itself on the server', () => {
    const load = vi.fn(() => Promise.resolve(Part))
    const html = renderToString(<Page Later={laterInBrowser(Part, load, { name: 'a part' })} />)
    expect(html).toContain('<button type="button">Cookie-indstillinger')
    expect(load).not.toHaveBeenCalled()
  })

  it('asks for the code at once, keeps the server’s HTML until it has come, then hydrates it in place', async () => {
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<Page Later={Part} />)
    const serverButton = container.querySelector('button')!
    let arrive: (part: typeof Part) => void = () => undefined
    const load = vi.fn(() => new Promise<typeof Part>((resolve) => (arrive = resolve)))
    const errors = vi.fn()
    const Later = laterInBrowser(null, load, { name: 'a part', eager: true })
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => {
      hydrateRoot(container, <Page Later={Later} />, { onRecoverableError: errors })
      await Promise.resolve()
    })
    // Still the server's button, not hydrated: a press does nothing yet.
    expect(container.querySelector('button')).toBe(serverButton)
    serverButton.click()
    expect(serverButton.textContent).toBe('Cookie-indstillinger 0')
    await act(async () => {
      arrive(Part)
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    // Hydrated in place: the same element, no render from scratch after a mismatch, and it answers.
    expect(container.querySelector('button')).toBe(serverButton)
    expect(errors).not.toHaveBeenCalled()
    await act(async () => {
      serverButton.click()
      await Promise.resolve()
    })
    expect(serverButton.textContent).toBe('Cookie-indstillinger 1')
    expect(load).toHaveBeenCalledTimes(1)
    container.remove()
  })
})
