// The edition picker of the product page ("0,75 l | Magnum 1,5 l"): a radio group, so arrow keys move between the
// editions and a screen reader hears each one with its price. Shown only when there is a choice.
import { useId } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled from 'styled-components'
import { moneyText } from '@/lib/money'
import type { ProductVariant } from '@/lib/schemas'
import { theme } from '@/styles/theme'

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${theme.space.xs};
    padding: 0;
    font-weight: 600;
  }
`

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`

const Option = styled.label`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  min-width: 96px;
  min-height: 44px;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  &:has(input:checked) {
    border-color: ${theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${theme.colors.primary};
  }

  &:has(input:focus-visible) {
    ${theme.focusRing}
  }
`

const OptionName = styled.span`
  font-weight: 600;
`

const OptionPrice = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

type Props = {
  variants: readonly ProductVariant[]
  selectedId: number | null
  onSelect: (variantId: number | null) => void
}

export function VariantPicker({ variants, selectedId, onSelect }: Props) {
  const { t } = useTranslation()
  const name = useId()
  if (variants.length < 2) return null
  return (
    <Fieldset>
      <legend>{t('ProductPage.ChooseVariant')}</legend>
      <Options>
        {variants.map((variant) => (
          <Option key={variant.VariantId ?? 'product'}>
            <input
              type="radio"
              name={name}
              value={variant.VariantId ?? ''}
              checked={variant.VariantId === selectedId}
              onChange={() => onSelect(variant.VariantId)}
            />
            <OptionName>{variant.Name}</OptionName>
            <OptionPrice>{moneyText(variant.Pricing.CurrentPrice)}</OptionPrice>
          </Option>
        ))}
      </Options>
    </Fieldset>
  )
}
