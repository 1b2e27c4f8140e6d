import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { nextStepIndex, Wizard, type WizardStep } from './Wizard'

function steps(handlers: Partial<Record<string, WizardStep['onNext']>> = {}): WizardStep[] {
  return ['Kontakt', 'Adresse', 'Bekræft'].map((title) => ({
    id: title,
    title,
    content: <p>Indhold: {title}</p>,
    onNext: handlers[title],
  }))
}

const current = () => screen.getByRole('group', { name: /Kontakt|Adresse|Bekræft/ })

describe('Wizard', () => {
  it('shows a numbered header of the steps with the current one marked', () => {
    renderWithProviders(<Wizard label="Opret konto" steps={steps()} />)
    const header = screen.getByRole('list', { name: 'Trin' })
    const entries = header.querySelectorAll('li')
    expect(entries).toHaveLength(3)
    expect(entries[0]).toHaveTextContent('Trin 1 af 3: Kontakt')
    expect(entries[0]).toHaveAttribute('aria-current', 'step')
    expect(entries[1]).not.toHaveAttribute('aria-current')
  })

  it('moves forward only when the step handler succeeds', async () => {
    const user = userEvent.setup()
    let valid = false
    const onNext = vi.fn(async () => valid)
    renderWithProviders(<Wizard label="Opret konto" steps={steps({ Kontakt: onNext })} />)

    await user.click(screen.getByRole('button', { name: 'Næste' }))
    expect(onNext).toHaveBeenCalledTimes(1)
    expect(current()).toHaveAccessibleName('Kontakt')

    valid = true
    await user.click(screen.getByRole('button', { name: 'Næste' }))
    await waitFor(() => expect(current()).toHaveAccessibleName('Adresse'))
    expect(screen.getByRole('heading', { name: 'Adresse' })).toHaveFocus()
  })

  it('treats a failing handler as no success', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Wizard label="Opret konto" steps={steps({ Kontakt: () => Promise.reject(new Error('Serverfejl')) })} />)
    await user.click(screen.getByRole('button', { name: 'Næste' }))
    expect(current()).toHaveAccessibleName('Kontakt')
  })

  it('never goes beyond the last step, and finishes there', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    renderWithProviders(<Wizard label="Opret konto" steps={steps()} onComplete={onComplete} />)
    await user.click(screen.getByRole('button', { name: 'Næste' }))
    await user.click(screen.getByRole('button', { name: 'Næste' }))
    expect(current()).toHaveAccessibleName('Bekræft')
    expect(screen.queryByRole('button', { name: 'Næste' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Afslut' }))
    await user.click(screen.getByRole('button', { name: 'Afslut' }))
    expect(current()).toHaveAccessibleName('Bekræft')
    expect(onComplete).toHaveBeenCalledTimes(2)
  })

  it('goes back a step, and has no back button on the first', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Wizard label="Opret konto" steps={steps()} />)
    expect(screen.queryByRole('button', { name: 'Tilbage' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Næste' }))
    await user.click(screen.getByRole('button', { name: 'Tilbage' }))
    expect(current()).toHaveAccessibleName('Kontakt')
  })

  it('opens on the asked step, clamped to the steps it has', () => {
    const { unmount } = renderWithProviders(<Wizard label="Opret konto" steps={steps()} initialStep={1} />)
    expect(current()).toHaveAccessibleName('Adresse')
    unmount()
    renderWithProviders(<Wizard label="Opret konto" steps={steps()} initialStep={9} />)
    expect(current()).toHaveAccessibleName('Bekræft')
  })

  it('computes the next step index by the forward rule', () => {
    expect(nextStepIndex(0, 3, false)).toBe(0)
    expect(nextStepIndex(0, 3, true)).toBe(1)
    expect(nextStepIndex(2, 3, true)).toBe(2)
    expect(nextStepIndex(0, 0, true)).toBe(0)
  })
})
