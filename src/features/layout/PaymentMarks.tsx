// The payment methods' marks (Dankort, Visa, Mastercard, MobilePay), the one component for them: in the footer, so a
// shopper sees how to pay before checkout, and beside each payment method on the checkout's payment step
// (docs/adr/0036-mobilepay.md). Small inline drawings of our own, not the brands' artwork files: they only hint at
// each brand, load nothing from another host, and each is an image named by its brand for screen readers; the whole
// is a list named by the caller.
// - tone "mono" (the footer): larger cards in the theme's colours, in a plain list.
// - tone "colour" (the payment step): small cards in colours that recall each brand, built of spans only (phrasing
//   content), since they sit inside a payment method's label.
import type { ReactNode } from 'react'
import { useTranslation } from '@/i18n/texts'
import styled, { css } from 'styled-components'

export type PaymentBrand = 'Dankort' | 'Visa' | 'Mastercard' | 'MobilePay'
export const PAYMENT_BRANDS: readonly PaymentBrand[] = ['Dankort', 'Visa', 'Mastercard', 'MobilePay']

type Tone = 'mono' | 'colour'

/** Each tone's card, in px; its drawings are made on a viewBox of the same size. */
const CARD: Record<Tone, { width: number; height: number }> = {
  mono: { width: 56, height: 36 },
  colour: { width: 40, height: 26 },
}

const Marks = styled.ul<{ $tone: Tone }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $tone }) => ($tone === 'colour' ? theme.space.xxs : theme.space.xs)};
  ${({ $tone }) =>
    $tone === 'colour' &&
    css`
      justify-content: flex-end;
    `}
`

const Mark = styled.svg<{ $tone: Tone }>`
  display: block;
  width: ${({ $tone }) => CARD[$tone].width}px;
  height: ${({ $tone }) => CARD[$tone].height}px;

  ${({ $tone, theme }) =>
    $tone === 'colour'
      ? css`
          border: 1px solid ${theme.colors.border};
          border-radius: 4px;
          background: #fff;

          text {
            font-family: ${theme.fonts.body};
            font-weight: 700;
          }
        `
      : css`
          .card {
            fill: ${theme.colors.surface};
          }

          .ink {
            fill: ${theme.colors.text};
            font-family: ${theme.fonts.body};
            font-weight: ${theme.fontWeights.bold};
          }

          .accent {
            fill: ${theme.colors.primary};
          }

          .ring {
            fill: none;
            stroke: ${theme.colors.text};
            stroke-width: 2;
          }
        `}
`

/** Each brand on the footer's 56 × 36 card, in the theme's colours; wordmarks are plain text. */
function MonoDrawing({ brand }: { brand: PaymentBrand }) {
  const { width, height } = CARD.mono
  const drawing = (() => {
    switch (brand) {
      case 'Dankort':
        return (
          <>
            <rect className="accent" x="6" y="7" width="44" height="11" rx="5.5" />
            <text className="ink" x="28" y="29" fontSize="10" textAnchor="middle">
              Dankort
            </text>
          </>
        )
      case 'Visa':
        return (
          <text className="ink" x="28" y="24" fontSize="15" fontStyle="italic" textAnchor="middle" letterSpacing="1">
            VISA
          </text>
        )
      case 'Mastercard':
        return (
          <>
            <circle className="accent" cx="23" cy="18" r="9" />
            <circle className="ring" cx="33" cy="18" r="9" />
          </>
        )
      case 'MobilePay':
        return (
          <>
            <rect className="accent" x="22" y="5" width="12" height="14" rx="2.5" />
            <text className="ink" x="28" y="30" fontSize="9" textAnchor="middle">
              MobilePay
            </text>
          </>
        )
    }
  })()
  return (
    <>
      <rect className="card" x="0" y="0" width={width} height={height} rx="5" />
      {drawing}
    </>
  )
}

/** Each brand on the payment step's 40 × 26 card: a colour and a shape that recall it, with plain-text wordmarks. */
function ColourDrawing({ brand }: { brand: PaymentBrand }) {
  switch (brand) {
    case 'Dankort':
      return (
        <>
          <rect x="4" y="5" width="32" height="9" rx="4.5" fill="#c8102e" />
          <text x="20" y="22" fontSize="7" textAnchor="middle" fill="#1d1d1b">
            Dankort
          </text>
        </>
      )
    case 'Visa':
      return (
        <text x="20" y="17.5" fontSize="11" fontStyle="italic" textAnchor="middle" letterSpacing="0.5" fill="#1a1f71">
          VISA
        </text>
      )
    case 'Mastercard':
      return (
        <>
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </>
      )
    case 'MobilePay':
      return (
        <>
          <rect x="0" y="0" width={CARD.colour.width} height={CARD.colour.height} fill="#5a2ca0" />
          <rect x="14" y="4" width="12" height="18" rx="2.5" fill="#fff" />
          <rect x="16.5" y="6.5" width="7" height="10" rx="1" fill="#5a2ca0" />
          <circle cx="20" cy="19.3" r="1.2" fill="#5a2ca0" />
        </>
      )
  }
}

interface PaymentMarksProps {
  /** The list's name for screen readers: "Betalingsmetoder" in the footer, "Vi tager imod" at a payment method. */
  label: string
  /** The marks to show, in order; all four unless told. Nothing is rendered for none. */
  brands?: readonly PaymentBrand[]
  tone?: Tone
}

/** The marks as a list named `label`, each an image named by its brand. */
export function PaymentMarks({ label, brands = PAYMENT_BRANDS, tone = 'mono' }: PaymentMarksProps) {
  const { t } = useTranslation()
  if (brands.length === 0) return null
  const { width, height } = CARD[tone]
  // Inside a label only phrasing content is allowed, so the coloured marks are spans with the list's roles.
  const inline = tone === 'colour'
  return (
    <Marks $tone={tone} aria-label={label} as={inline ? 'span' : undefined} role={inline ? 'list' : undefined}>
      {brands.map((brand) => (
        <Item key={brand} inline={inline}>
          <Mark
            $tone={tone}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-label={t(`Footer.${brand}`)}
            focusable="false"
            data-testid={`payment-mark-${brand}`}
          >
            {tone === 'colour' ? <ColourDrawing brand={brand} /> : <MonoDrawing brand={brand} />}
          </Mark>
        </Item>
      ))}
    </Marks>
  )
}

function Item({ inline, children }: { inline: boolean; children: ReactNode }) {
  return inline ? <span role="listitem">{children}</span> : <li>{children}</li>
}
