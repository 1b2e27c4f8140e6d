import { fireEvent, render, screen } from '@testing-library/react'
import { useFormTracking } from './useFormTracking'

function ClubForm({ onSend }: { onSend: () => void }) {
  const tracking = useFormTracking('club_signup')
  return (
    <form
      aria-label="Kundeklub"
      onFocus={tracking.onFocus}
      onInput={tracking.onInput}
      onSubmit={(event) => {
        event.preventDefault()
        tracking.trackSubmit()
        onSend()
      }}
    >
      <input aria-label="E-mail" />
      <input aria-label="Fornavn" />
      <button type="submit">Tilmeld</button>
    </form>
  )
}

const formEvents = () => (window.dataLayer ?? []).filter((entry) => String((entry as { event?: string }).event ?? '').startsWith('form_'))

describe('useFormTracking', () => {
  beforeEach(() => {
    window.dataLayer = []
  })

  it('pushes form_start at the first focus only, and form_submit at each submit', () => {
    const onSend = vi.fn()
    render(<ClubForm onSend={onSend} />)
    fireEvent.focus(screen.getByLabelText('E-mail'))
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'karen@eksempel.dk' } })
    fireEvent.focus(screen.getByLabelText('Fornavn'))
    fireEvent.submit(screen.getByRole('form', { name: 'Kundeklub' }))
    fireEvent.submit(screen.getByRole('form', { name: 'Kundeklub' }))
    expect(formEvents()).toEqual([
      { event: 'form_start', form_name: 'club_signup', loginStatus: false, businessType: 'b2c' },
      { event: 'form_submit', form_name: 'club_signup', loginStatus: false, businessType: 'b2c' },
      { event: 'form_submit', form_name: 'club_signup', loginStatus: false, businessType: 'b2c' },
    ])
    expect(onSend).toHaveBeenCalledTimes(2)
  })

  it('counts input without a focus event as the start, and a submit without either as started too', () => {
    const first = render(<ClubForm onSend={() => undefined} />)
    fireEvent.input(screen.getByLabelText('Fornavn'), { target: { value: 'Karen' } })
    first.unmount()
    render(<ClubForm onSend={() => undefined} />)
    fireEvent.submit(screen.getByRole('form', { name: 'Kundeklub' }))
    expect(formEvents().map((entry) => (entry as { event: string }).event)).toEqual(['form_start', 'form_start', 'form_submit'])
  })
})
