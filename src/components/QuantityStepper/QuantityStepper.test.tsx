import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { QuantityStepper, type QuantityChangeEvent } from './QuantityStepper'

const LINE = { basketlineUid: 'line-1', basketUid: 'basket-1' }

function setup(props: Partial<Parameters<typeof QuantityStepper>[0]> = {}) {
  const onChange = vi.fn<(event: QuantityChangeEvent) => void>()
  const onRemove = vi.fn<(event: QuantityChangeEvent) => void>()
  renderWithProviders(
    <QuantityStepper
      quantity={2}
      maxQuantity={5}
      label="Antal af Rødvin"
      onChange={onChange}
      onRemove={onRemove}
      {...LINE}
      {...props}
    />,
  )
  return {
    onChange,
    onRemove,
    input: screen.getByRole('spinbutton', { name: 'Antal af Rødvin' }),
    plus: screen.getByRole('button', { name: 'Øg antal' }),
    minus: () => screen.getByRole('button', { name: /Sænk antal|Fjern fra kurven/ }),
  }
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })

describe('QuantityStepper (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('adds 1 on plus and reports the increase only after the 200 ms debounce', () => {
    const { plus, input, onChange } = setup()
    fireEvent.click(plus)
    expect(input).toHaveValue(3)
    advance(199)
    expect(onChange).not.toHaveBeenCalled()
    advance(1)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ quantity: 3, action: 'increase', ...LINE })
  })

  it('collapses quick clicks into one report with the net change', () => {
    const { plus, minus, onChange } = setup()
    fireEvent.click(plus)
    advance(100)
    fireEvent.click(plus)
    advance(100)
    fireEvent.click(minus())
    advance(200)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ quantity: 3, action: 'increase', ...LINE })
  })

  it('subtracts 1 on minus and reports a decrease', () => {
    const { minus, input, onChange } = setup({ quantity: 3 })
    fireEvent.click(minus())
    expect(input).toHaveValue(2)
    advance(200)
    expect(onChange).toHaveBeenCalledWith({ quantity: 2, action: 'decrease', ...LINE })
  })

  it('disables plus at the maximum and never goes above it', () => {
    const { plus, input, onChange } = setup({ quantity: 4 })
    fireEvent.click(plus)
    expect(input).toHaveValue(5)
    expect(plus).toBeDisabled()
    fireEvent.click(plus)
    expect(input).toHaveValue(5)
    advance(200)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({ quantity: 5, action: 'increase', ...LINE })
  })

  it('removes the line when minus is pressed at quantity 1', () => {
    const { minus, onRemove, onChange } = setup({ quantity: 1 })
    expect(minus()).toHaveAccessibleName('Fjern fra kurven')
    fireEvent.click(minus())
    expect(onRemove).toHaveBeenCalledWith({ quantity: 0, action: 'decrease', ...LINE })
    advance(200)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('keeps minus disabled at 1 when there is no remove handler', () => {
    const onChange = vi.fn()
    renderWithProviders(<QuantityStepper quantity={1} maxQuantity={5} label="Antal" onChange={onChange} />)
    expect(screen.getByRole('button', { name: 'Sænk antal' })).toBeDisabled()
  })

  it('removes the line when 0 is typed', () => {
    const { input, onRemove } = setup({ quantity: 3 })
    fireEvent.change(input, { target: { value: '0' } })
    expect(onRemove).toHaveBeenCalledWith({ quantity: 0, action: 'decrease', ...LINE })
  })

  it('sets the action of a typed value by comparing with the current value', () => {
    const { input, onChange } = setup({ quantity: 3 })
    fireEvent.change(input, { target: { value: '5' } })
    advance(200)
    expect(onChange).toHaveBeenLastCalledWith({ quantity: 5, action: 'increase', ...LINE })
    fireEvent.change(input, { target: { value: '1' } })
    advance(200)
    expect(onChange).toHaveBeenLastCalledWith({ quantity: 1, action: 'decrease', ...LINE })
  })

  it('ignores a typed value above the maximum', () => {
    const { input, onChange, onRemove } = setup({ quantity: 3 })
    fireEvent.change(input, { target: { value: '6' } })
    expect(input).toHaveValue(3)
    advance(200)
    expect(onChange).not.toHaveBeenCalled()
    expect(onRemove).not.toHaveBeenCalled()
  })

  it('accepts the maximum itself when typed', () => {
    const { input, onChange } = setup({ quantity: 3 })
    fireEvent.change(input, { target: { value: '5' } })
    advance(200)
    expect(onChange).toHaveBeenCalledWith({ quantity: 5, action: 'increase', ...LINE })
  })

  it('is a number field with minimum 0 and step 1', () => {
    const { input } = setup()
    expect(input).toHaveAttribute('min', '0')
    expect(input).toHaveAttribute('step', '1')
    expect(input).toHaveAttribute('max', '5')
  })

  it('shows the server quantity when it changes', () => {
    const onChange = vi.fn()
    const { rerender } = renderWithProviders(
      <QuantityStepper quantity={2} maxQuantity={5} label="Antal" onChange={onChange} />,
    )
    rerender(<QuantityStepper quantity={4} maxQuantity={5} label="Antal" onChange={onChange} />)
    expect(screen.getByRole('spinbutton', { name: 'Antal' })).toHaveValue(4)
  })
})
