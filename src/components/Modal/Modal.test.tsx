import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MotionGlobalConfig } from 'framer-motion'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { renderWithProviders, TestProviders } from '@/test/render'
import { Modal, MODAL_TRANSITION, type ModalCloseReason } from './Modal'

function Harness(props: { closeOnEscape?: boolean; timeoutMs?: number; onClose?: (reason: ModalCloseReason) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Åbn login
      </button>
      <Modal
        open={open}
        title="Log ind"
        closeOnEscape={props.closeOnEscape}
        timeoutMs={props.timeoutMs}
        onClose={(reason) => {
          props.onClose?.(reason)
          setOpen(false)
        }}
      >
        <label>
          E-mail <input type="email" />
        </label>
        <button type="button">Fortsæt</button>
      </Modal>
    </>
  )
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup()
  const onClose = vi.fn<(reason: ModalCloseReason) => void>()
  renderWithProviders(<Harness {...props} onClose={onClose} />)
  const opener = screen.getByRole('button', { name: 'Åbn login' })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Log ind' })
  return { user, onClose, opener, dialog }
}

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

describe('Modal', () => {
  beforeAll(() => {
    MotionGlobalConfig.skipAnimations = true
  })
  afterAll(() => {
    MotionGlobalConfig.skipAnimations = false
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is a modal dialog named by its title, with focus moved into it', async () => {
    const { dialog } = await openModal()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('opens with a spring of 0.1 s (docs/product.md §9)', () => {
    expect(MODAL_TRANSITION).toMatchObject({ type: 'spring', duration: 0.1 })
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, onClose, opener } = await openModal()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledWith('escape')
    await gone()
    expect(opener).toHaveFocus()
  })

  it('ignores Escape when closing on Escape is off', async () => {
    const { user, onClose } = await openModal({ closeOnEscape: false })
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('closes on a click outside the dialog, not on a click inside', async () => {
    const { user, onClose, dialog } = await openModal()
    await user.click(screen.getByLabelText('E-mail'))
    expect(onClose).not.toHaveBeenCalled()
    const backdrop = screen.getByTestId('modal-backdrop')
    expect(backdrop).toContainElement(dialog)
    await user.click(backdrop)
    expect(onClose).toHaveBeenCalledWith('outside')
    await gone()
  })

  it('closes with its labelled close button', async () => {
    const { user, onClose, opener } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Luk' }))
    expect(onClose).toHaveBeenCalledWith('button')
    await gone()
    expect(opener).toHaveFocus()
  })

  it('closes by itself after the time-out', async () => {
    vi.useFakeTimers()
    const onClose = vi.fn<(reason: ModalCloseReason) => void>()
    renderWithProviders(<Harness timeoutMs={3000} onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Åbn login' }))
    expect(screen.getByRole('dialog', { name: 'Log ind' })).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(2999)
    })
    expect(onClose).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(onClose).toHaveBeenCalledWith('timeout')
    vi.useRealTimers()
    await gone()
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openModal()
    const close = screen.getByRole('button', { name: 'Luk' })
    const last = screen.getByRole('button', { name: 'Fortsæt' })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(last).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    for (let step = 0; step < 5; step++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('listens for Escape and holds the focus from the moment it is painted, when it opens outside any input event', async () => {
    // A dialog whose code came in a chunk (the mobile menu) opens in a plain update, not an input event's, and React
    // runs plain effects only after the browser has painted. What the shopper can see must already answer: the dialog
    // is looked at the moment it is in the document (a MutationObserver, before any later task), Escape pressed there.
    const previousActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    const onClose = vi.fn<(reason: ModalCloseReason) => void>()
    const seen = new Promise<{ focusInside: boolean }>((resolve) => {
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]')
        if (!dialog) return
        observer.disconnect()
        const focusInside = dialog.contains(document.activeElement)
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
        resolve({ focusInside })
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
    try {
      root.render(
        <TestProviders>
          <Modal open title="Menu" variant="drawer" onClose={onClose}>
            <button type="button">Vin</button>
          </Modal>
        </TestProviders>,
      )
      const { focusInside } = await seen
      expect(focusInside).toBe(true)
      expect(onClose).toHaveBeenCalledWith('escape')
    } finally {
      root.unmount()
      container.remove()
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previousActEnvironment
    }
  })
})
