// The Modal's animation features come in a chunk of their own (./motionFeatures). A dialog closed before they have
// come must be gone, and stay gone when they arrive: framer-motion cannot play an exit it was not there for, and a
// dialog left behind covers the page with nothing that closes it (the e2e run that found it: Escape pressed 0.1 s
// after the login dialog opened on a busy machine).
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { MotionGlobalConfig } from 'framer-motion'
import { useState } from 'react'
import { renderWithProviders } from '@/test/render'
import { Modal } from './Modal'

let arrive: () => void = () => undefined
const arrived = new Promise<void>((resolve) => {
  arrive = resolve
})

vi.mock('./motionFeatures', async () => {
  await arrived
  const { domAnimation } = await import('framer-motion')
  return { default: domAnimation }
})

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Åbn login
      </button>
      <Modal open={open} title="Log ind" onClose={() => setOpen(false)}>
        <button type="button">Fortsæt</button>
      </Modal>
    </>
  )
}

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false
})

it('a dialog closed as its animation features come is gone, and stays gone', async () => {
  renderWithProviders(<Harness />)
  fireEvent.click(screen.getByRole('button', { name: 'Åbn login' }))
  // The features come, and before React has rendered with them (the import and the state it sets take a few hundred
  // turns of the microtask queue here), the shopper presses Escape: both land in one render.
  arrive()
  for (let turn = 0; turn < 200; turn++) await Promise.resolve()
  fireEvent.keyDown(document, { key: 'Escape' })
  // The features have come and been taken in (a few turns of the event loop), and nothing shows.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.querySelector('[data-testid="modal-backdrop"]')).toBeNull()
  // It opens again as usual, now with its features at hand.
  fireEvent.click(screen.getByRole('button', { name: 'Åbn login' }))
  expect(await screen.findByRole('dialog', { name: 'Log ind' })).toBeInTheDocument()
  fireEvent.keyDown(document, { key: 'Escape' })
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})
