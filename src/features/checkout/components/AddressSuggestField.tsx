// The address field as a combobox (docs/adr/0035), used only when the shop has an address register configured
// (GET checkout/addresssuggestions answers Available): while the shopper types, the register's suggestions list
// beneath the field (ARIA 1.2 combobox pattern: arrows move through them, Enter takes one, Escape closes the list,
// the option in focus is the field's aria-activedescendant). Taking one fills in the address, postcode and town.
// Typing on without taking one is fine: the field is the same free text field as without suggestions.
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { useController, useFormContext, type FieldError as HookFieldError } from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from '@/i18n/texts'
import type { FieldDefinition } from '@/components/Form/fieldDefinition'
import { fieldErrorText } from '@/components/Form/fieldErrors'
import { Input } from '@/components/Form/fields'
import { FieldShell } from '@/components/Form/TextField'
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden'
import { useAddressSuggestions } from '../api/get-address-suggestions'
import type { AddressSuggestion } from '../api/schemas'
import { theme } from '@/styles/theme'

const DEBOUNCE_MS = 250

const Anchor = styled.div`
  position: relative;
`

const List = styled.ul`
  position: absolute;
  z-index: ${theme.zIndices.dropdown};
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  max-height: 280px;
  margin: 0;
  padding: ${theme.space.xxs} 0;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
`

const Option = styled.li<{ $active: boolean }>`
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.primary}` : 'none')};
  outline-offset: -2px;
`

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

export function AddressSuggestField({ field, span }: { field: FieldDefinition; span: 'full' | 'half' }) {
  const { t } = useTranslation()
  const { setValue, getFieldState, trigger, formState } = useFormContext()
  const { field: control, fieldState } = useController({ name: field.Name })
  const listId = useId()
  const hintId = useId()
  const text = typeof control.value === 'string' ? control.value : ''
  // Asked only for what the shopper typed (not for a stored address opening the form, nor for a chosen one).
  const [typed, setTyped] = useState<string | null>(null)
  const query = useDebounced(typed ?? '', DEBOUNCE_MS)
  const answer = useAddressSuggestions(query, typed !== null)
  const suggestions = typed !== null && query === typed.trim() ? (answer.data?.Suggestions ?? []) : []
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const expanded = open && suggestions.length > 0
  const optionId = (index: number) => `${listId}-option-${index}`
  const error = fieldErrorText(t, fieldState.error as HookFieldError | undefined)

  const change = (value: string) => {
    control.onChange(value)
    setTyped(value)
    setOpen(true)
    setActive(-1)
    if (fieldState.invalid && !formState.isSubmitted) void trigger(field.Name)
  }

  const choose = (suggestion: AddressSuggestion) => {
    control.onChange(suggestion.Address)
    for (const [name, value] of [
      ['Zip', suggestion.Zip],
      ['City', suggestion.City],
    ] as const) {
      setValue(name, value, { shouldDirty: true, shouldValidate: getFieldState(name).invalid })
    }
    if (fieldState.invalid) void trigger(field.Name)
    setTyped(null)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      setOpen(true)
      const count = suggestions.length
      const down = event.key === 'ArrowDown'
      setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1))
      return
    }
    if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      const chosen = suggestions[active]
      if (chosen) choose(chosen)
      return
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  // The active option stays in range when the list changes under it.
  const activeIndex = active < suggestions.length ? active : -1

  return (
    <FieldShell label={field.Label} hint={undefined} error={error} optional={!field.Required} span={span}>
      {(aria) => (
        <Anchor>
          <Input
            {...aria}
            ref={control.ref}
            name={control.name}
            value={text}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-describedby={[aria['aria-describedby'], hintId].filter(Boolean).join(' ')}
            autoComplete={field.AutoComplete ?? 'address-line1'}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              control.onBlur()
              setOpen(false)
            }}
          />
          <VisuallyHidden id={hintId}>{t('Checkout.Address.SuggestionsHint')}</VisuallyHidden>
          <List id={listId} role="listbox" aria-label={t('Checkout.Address.Suggestions')} hidden={!expanded}>
            {expanded
              ? suggestions.map((suggestion, index) => (
                  <Option
                    key={suggestion.Id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    $active={index === activeIndex}
                    // Before the field's blur closes the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(suggestion)}
                  >
                    {suggestion.Text}
                  </Option>
                ))
              : null}
          </List>
          <VisuallyHidden role="status" aria-live="polite">
            {expanded ? t('Checkout.Address.SuggestionsCount', { count: suggestions.length }) : ''}
          </VisuallyHidden>
        </Anchor>
      )}
    </FieldShell>
  )
}
