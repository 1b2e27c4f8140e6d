// One test per rule of docs/product.md §4 "Quantity stepper" (plus docs/product.md §3's change event and docs/product.md §5's number field),
// with fake timers for the 200 ms debounce.
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { maxReasonOf, QuantityStepper, type QuantityChangeEvent } from './QuantityStepper'

const LINE = { basketlineUid: 'line-1', basketUid: 'basket-1' }

type StepperProps = Parameters<typeof QuantityStepper>[0]

function setup(props: Partial<StepperProps> = {}) {
  const onChange = vi.fn<(event: QuantityChangeEvent) => void>()
  const onRemove = vi.fn<(event: QuantityChangeEvent) => void>()
  const view = (over: Partial<StepperProps> = {}) => (
    <QuantityStepper
      quantity={2}
      maxQuantity={5}
      label="Antal af Rødvin"
      onChange={onChange}
      onRemove={onRemove}
      {...LINE}
      {...props}
      {...over}
    />
  )
  const { rerender } = renderWithProviders(view())
  return {
    onChange,
    onRemove,
    rerender: (over: Partial<StepperProps>) => rerender(view(over)),
    input: screen.getByRole('spinbutton', { name: 'Antal af Rødvin' }),
    plus: screen.getByRole('button', { name: 'Øg antal' }),
    minus: () => screen.getByRole('button', { name: /Sænk antal|Fjern fra kurven/ }),
  }
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

describe('QuantityStepper (docs/product.md §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  describe('plus and minus', () => {
    it('plus adds 1', () => {
      const { plus, input, onChange } = setup({ quantity: 2 })
      fireEvent.click(plus)
      expect(input).toHaveValue(3)
      advance(200)
      expect(onChange).toHaveBeenCalledWith({ quantity: 3, action: 'increase', ...LINE })
    })

    it('minus subtracts 1', () => {
      const { minus, input, onChange } = setup({ quantity: 3 })
      fireEvent.click(minus())
      expect(input).toHaveValue(2)
      advance(200)
      expect(onChange).toHaveBeenCalledWith({ quantity: 2, action: 'decrease', ...LINE })
    })

    it('tells a form every local change at once through onValueChange', () => {
      const onValueChange = vi.fn()
      renderWithProviders(<QuantityStepper quantity={1} maxQuantity={5} label="Antal" onValueChange={onValueChange} />)
      fireEvent.click(screen.getByRole('button', { name: 'Øg antal' }))
      expect(onValueChange).toHaveBeenLastCalledWith(2)
    })
  })

  describe('the maximum', () => {
    it('disables plus at the maximum, and a click there changes nothing', () => {
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

    it('never lets the local value exceed the maximum: above it, minus cannot step to a value still above it', () => {
      // The stock shrank below what is in the basket: 8 wanted, 5 to be had.
      const { minus, plus, input, onChange } = setup({ quantity: 8 })
      expect(plus).toBeDisabled()
      expect(minus()).toBeDisabled()
      fireEvent.click(minus())
      expect(input).toHaveValue(8)
      advance(200)
      expect(onChange).not.toHaveBeenCalled()
    })

    it('lets minus step down to the maximum itself', () => {
      const { minus, input, onChange } = setup({ quantity: 6 })
      fireEvent.click(minus())
      expect(input).toHaveValue(5)
      advance(200)
      expect(onChange).toHaveBeenCalledWith({ quantity: 5, action: 'decrease', ...LINE })
    })

    it('sets a typed value above the maximum to the maximum and reports that', () => {
      const { input, onChange, onRemove } = setup({ quantity: 3 })
      type(input, '6')
      expect(input).toHaveValue(5)
      advance(200)
      expect(onChange).toHaveBeenCalledWith({ quantity: 5, action: 'increase', ...LINE })
      expect(onRemove).not.toHaveBeenCalled()
    })

    it('takes a typed value equal to the maximum (typed values take effect when <= maxQuantity)', () => {
      const { input, onChange } = setup({ quantity: 3 })
      type(input, '5')
      expect(input).toHaveValue(5)
      advance(200)
      expect(onChange).toHaveBeenCalledWith({ quantity: 5, action: 'increase', ...LINE })
    })
  })

  describe('the 200 ms debounce', () => {
    it('reports nothing before 200 ms and one change at 200 ms', () => {
      const { plus, onChange } = setup()
      fireEvent.click(plus)
      advance(199)
      expect(onChange).not.toHaveBeenCalled()
      advance(1)
      expect(onChange).toHaveBeenCalledTimes(1)
    })

    it('starts the 200 ms again with every change', () => {
      const { plus, onChange } = setup({ quantity: 1 })
      fireEvent.click(plus)
      advance(150)
      fireEvent.click(plus)
      // 349 ms after the first click, 199 ms after the last: still waiting.
      advance(199)
      expect(onChange).not.toHaveBeenCalled()
      advance(1)
      expect(onChange).toHaveBeenCalledTimes(1)
      expect(onChange).toHaveBeenCalledWith({ quantity: 3, action: 'increase', ...LINE })
    })

    it('gives quick clicks one report with the net action: an increase', () => {
      const { plus, minus, onChange } = setup({ quantity: 2 })
      fireEvent.click(plus)
      advance(100)
      fireEvent.click(plus)
      advance(100)
      fireEvent.click(minus())
      advance(200)
      expect(onChange).toHaveBeenCalledTimes(1)
      expect(onChange).toHaveBeenCalledWith({ quantity: 3, action: 'increase', ...LINE })
    })

    it('gives quick clicks one report with the net action: a decrease', () => {
      const { plus, minus, onChange } = setup({ quantity: 4 })
      fireEvent.click(minus())
      fireEvent.click(minus())
      fireEvent.click(plus)
      advance(200)
      expect(onChange).toHaveBeenCalledTimes(1)
      expect(onChange).toHaveBeenCalledWith({ quantity: 3, action: 'decrease', ...LINE })
    })

    it('reports nothing when quick changes cancel out', () => {
      const { plus, minus, input, onChange } = setup({ quantity: 2 })
      fireEvent.click(plus)
      fireEvent.click(minus())
      advance(200)
      expect(input).toHaveValue(2)
      expect(onChange).not.toHaveBeenCalled()
    })
  })

  describe('typed values', () => {
    it('reports a typed value lower than the current one as a decrease', () => {
      const { input, onChange } = setup({ quantity: 3 })
      type(input, '1')
      expect(input).toHaveValue(1)
      advance(200)
      expect(onChange).toHaveBeenCalledTimes(1)
      expect(onChange).toHaveBeenCalledWith({ quantity: 1, action: 'decrease', ...LINE })
    })

    it('reports a typed value higher than the current one as an increase', () => {
      const { input, onChange } = setup({ quantity: 3 })
      type(input, '4')
      advance(200)
      expect(onChange).toHaveBeenCalledTimes(1)
      expect(onChange).toHaveBeenCalledWith({ quantity: 4, action: 'increase', ...LINE })
    })

    it('reports typed values with the same 200 ms debounce', () => {
      const { input, onChange } = setup({ quantity: 3 })
      type(input, '4')
      advance(199)
      expect(onChange).not.toHaveBeenCalled()
      advance(1)
      expect(onChange).toHaveBeenCalledTimes(1)
    })
  })

  describe('removing the line', () => {
    it('removes the line when minus is pressed at quantity 1 and there is a remove handler, as a decrease', () => {
      const { minus, onRemove, onChange } = setup({ quantity: 1 })
      expect(minus()).toHaveAccessibleName('Fjern fra kurven')
      fireEvent.click(minus())
      expect(onRemove).toHaveBeenCalledTimes(1)
      expect(onRemove).toHaveBeenCalledWith({ quantity: 0, action: 'decrease', ...LINE })
      advance(200)
      expect(onChange).not.toHaveBeenCalled()
    })

    it('stays at 1 when minus is pressed at quantity 1 without a remove handler', () => {
      const onChange = vi.fn()
      renderWithProviders(<QuantityStepper quantity={1} maxQuantity={5} label="Antal" onChange={onChange} />)
      const minus = screen.getByRole('button', { name: 'Sænk antal' })
      expect(minus).toBeDisabled()
      fireEvent.click(minus)
      expect(screen.getByRole('spinbutton', { name: 'Antal' })).toHaveValue(1)
      advance(200)
      expect(onChange).not.toHaveBeenCalled()
    })

    it('removes the line when 0 is typed, as a decrease', () => {
      const { input, onRemove, onChange } = setup({ quantity: 3 })
      type(input, '0')
      expect(onRemove).toHaveBeenCalledTimes(1)
      expect(onRemove).toHaveBeenCalledWith({ quantity: 0, action: 'decrease', ...LINE })
      advance(200)
      expect(onChange).not.toHaveBeenCalled()
    })

    it('removes the line when a negative number is typed', () => {
      const { input, onRemove } = setup({ quantity: 3 })
      type(input, '-2')
      expect(onRemove).toHaveBeenCalledWith({ quantity: 0, action: 'decrease', ...LINE })
    })

    it('sets the value to 1 when 0 is typed and there is no remove handler', () => {
      const onChange = vi.fn()
      renderWithProviders(<QuantityStepper quantity={3} maxQuantity={5} label="Antal" onChange={onChange} />)
      const input = screen.getByRole('spinbutton', { name: 'Antal' })
      type(input, '0')
      expect(input).toHaveValue(1)
      advance(200)
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ quantity: 1, action: 'decrease' }))
    })

    it('drops a pending change when the line is removed', () => {
      const { minus, onRemove, onChange } = setup({ quantity: 2 })
      fireEvent.click(minus())
      fireEvent.click(minus())
      expect(onRemove).toHaveBeenCalledTimes(1)
      advance(200)
      expect(onChange).not.toHaveBeenCalled()
    })
  })

  describe('why a typed value changed', () => {
    const stepper = (props: Partial<StepperProps> = {}) => {
      renderWithProviders(<QuantityStepper quantity={1} maxQuantity={4} label="Antal" onValueChange={() => undefined} {...props} />)
      return screen.getByRole('spinbutton', { name: 'Antal' })
    }

    it('says there are only so many in stock when 99 is typed, politely and tied to the field', () => {
      const input = stepper({ maxReason: 'stock' })
      type(input, '99')
      expect(input).toHaveValue(4)
      const message = screen.getByText('Der er kun 4 på lager, så antallet er sat til 4.')
      expect(message).toHaveAttribute('aria-live', 'polite')
      expect(input).toHaveAccessibleDescription('Der er kun 4 på lager, så antallet er sat til 4.')
    })

    it('names the limit per order when that is the maximum', () => {
      const input = stepper({ maxReason: 'limit', maxQuantity: 20 })
      type(input, '99')
      expect(input).toHaveValue(20)
      expect(input).toHaveAccessibleDescription('Du kan højst købe 20 ad gangen, så antallet er sat til 20.')
    })

    it('says the least is 1 when 0 is typed', () => {
      const input = stepper({ quantity: 3 })
      type(input, '0')
      expect(input).toHaveValue(1)
      expect(input).toHaveAccessibleDescription('Mindst 1 stk., så antallet er sat til 1.')
    })

    it('goes away with the next valid change, typed or stepped', () => {
      const input = stepper({ maxReason: 'stock' })
      type(input, '99')
      type(input, '2')
      expect(input).toHaveValue(2)
      expect(screen.queryByText(/på lager/)).toBeNull()
      expect(input).not.toHaveAttribute('aria-describedby')
      type(input, '0')
      fireEvent.click(screen.getByRole('button', { name: 'Øg antal' }))
      expect(screen.queryByText(/Mindst/)).toBeNull()
    })

    it('reads a maximum below the line cap of 99 as the stock, and the cap itself as the limit', () => {
      expect(maxReasonOf(4)).toBe('stock')
      expect(maxReasonOf(98)).toBe('stock')
      expect(maxReasonOf(99)).toBe('limit')
    })

    it('says nothing for a value within the limits, nor when typing 0 removes the line', () => {
      const { input, onRemove } = setup({ quantity: 3 })
      type(input, '4')
      expect(input).not.toHaveAttribute('aria-describedby')
      type(input, '0')
      expect(onRemove).toHaveBeenCalledTimes(1)
      expect(screen.queryByText(/antallet er sat til/)).toBeNull()
    })
  })

  describe("the server's value", () => {
    it('shows the server quantity when it changes', () => {
      const { rerender, input } = setup({ quantity: 2 })
      rerender({ quantity: 4 })
      expect(input).toHaveValue(4)
    })

    it("shows the server's value again when syncKey changes, even when the quantity is the same (a refused change)", () => {
      const { plus, input, onChange, rerender } = setup({ quantity: 2, syncKey: 0 })
      fireEvent.click(plus)
      advance(200)
      expect(onChange).toHaveBeenCalledWith({ quantity: 3, action: 'increase', ...LINE })
      expect(input).toHaveValue(3)
      // The server refused: it answers with the old quantity.
      rerender({ quantity: 2, syncKey: 1 })
      expect(input).toHaveValue(2)
    })

    it("keeps the visitor's change while it waits for the debounce", () => {
      const { plus, input, onChange, rerender } = setup({ quantity: 2, syncKey: 0 })
      fireEvent.click(plus)
      rerender({ quantity: 2, syncKey: 1 })
      expect(input).toHaveValue(3)
      advance(200)
      expect(onChange).toHaveBeenCalledWith({ quantity: 3, action: 'increase', ...LINE })
    })
  })

  it('is a number field with minimum 0 and step 1 (docs/product.md §5)', () => {
    const { input } = setup()
    expect(input).toHaveAttribute('type', 'number')
    expect(input).toHaveAttribute('min', '0')
    expect(input).toHaveAttribute('step', '1')
    expect(input).toHaveAttribute('max', '5')
  })
})
