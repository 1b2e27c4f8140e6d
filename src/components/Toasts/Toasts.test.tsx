import { screen } from '@testing-library/react'
import { installBrowserStubs } from '@/test/browserStubs'
import { renderWithProviders } from '@/test/render'
import { AppToaster, showSuccessToast } from './Toasts'

// react-hot-toast asks matchMedia whether motion is reduced.
beforeAll(installBrowserStubs)

describe('AppToaster', () => {
  it('mounts no container while the page has shown no toast, and shows the first one when it comes', async () => {
    renderWithProviders(<AppToaster />)
    // Long enough for react-hot-toast's chunk to arrive and mount its container, had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(document.querySelector('[data-rht-toaster]')).toBeNull()
    showSuccessToast('Lagt i kurven')
    expect(await screen.findByText('Lagt i kurven')).toBeInTheDocument()
  })
})
