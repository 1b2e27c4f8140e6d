// Accordion (docs/product.md §2, §3): a summary with tags (misc / offer / member-offer) and optional light font, and its
// content. The 'boxed-reveal' variant is always open and has no toggle; the others start open only when the
// item says so. Each toggle is a native button with aria-expanded (Enter and Space work), inside a heading.
import { useId, useState, type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import type { Tone } from '@/styles/theme'
import { theme } from '@/styles/theme'

export const ACCORDION_VARIANTS = ['default', 'boxed', 'boxed-reveal'] as const
export type AccordionVariant = (typeof ACCORDION_VARIANTS)[number]
export const ACCORDION_TAG_TYPES = ['misc', 'offer', 'member-offer'] as const
export type AccordionTagType = (typeof ACCORDION_TAG_TYPES)[number]
export type AccordionColor = Extract<Tone, 'light' | 'cream' | 'wine'>

export type AccordionItemData = {
  id: string
  summary: string
  tags: ReadonlyArray<{ type: AccordionTagType; text: string }>
  lightFont: boolean
  open: boolean
  content: ReactNode
}

type Props = {
  items: readonly AccordionItemData[]
  variant: AccordionVariant
  color: AccordionColor
}

const List = styled.div<{ $boxed: boolean }>`
  display: grid;
  gap: ${({ $boxed, theme }) => ($boxed ? theme.space.sm : '0')};
`

const Item = styled.div<{ $boxed: boolean; $color: AccordionColor }>`
  background: ${({ theme, $color }) => theme.tones[$color].background};
  color: ${({ theme, $color }) => theme.tones[$color].text};

  a {
    color: inherit;
  }

  *:focus-visible {
    outline-color: ${({ theme, $color }) => theme.tones[$color].focus};
  }

  ${({ $boxed, theme }) =>
    $boxed
      ? css`
          border-radius: ${theme.radii.lg};
          box-shadow: ${theme.shadows.card};
          overflow: hidden;
        `
      : css`
          border-bottom: 1px solid ${theme.colors.border};
          &:first-child {
            border-top: 1px solid ${theme.colors.border};
          }
        `}
`

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`

const summaryRow = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  width: 100%;
  min-height: 56px;
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  text-align: left;
`

const Toggle = styled.button`
  ${summaryRow}
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline-offset: -3px;
  }
`

const StaticSummary = styled.div`
  ${summaryRow}
`

const SummaryText = styled.span<{ $light: boolean }>`
  flex: 1 1 auto;
  font-family: ${theme.fonts.heading};
  font-weight: ${({ $light }) => ($light ? 400 : 600)};
`

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
`

const Tag = styled.span<{ $type: AccordionTagType }>`
  display: inline-block;
  padding: 2px ${theme.space.xs};
  border-radius: ${theme.radii.pill};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  ${({ theme, $type }) =>
    ({
      misc: css`
        background: ${theme.colors.surfaceAlt};
        color: ${theme.colors.text};
        border: 1px solid ${theme.colors.borderStrong};
      `,
      offer: css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
        border: 1px solid ${theme.colors.onPrimary};
      `,
      'member-offer': css`
        background: ${theme.colors.gold};
        color: ${theme.colors.text};
        border: 1px solid ${theme.colors.text};
      `,
    })[$type]}
`

const Chevron = styled.svg<{ $open: boolean }>`
  flex: 0 0 auto;
  width: 20px;
  height: 20px;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 0.15s ease;
`

const Panel = styled.div`
  padding: 0 ${theme.space.md} ${theme.space.md};
`

function Summary({ item }: { item: AccordionItemData }) {
  return (
    <>
      <SummaryText $light={item.lightFont}>{item.summary}</SummaryText>
      {item.tags.length > 0 ? (
        <Tags>
          {item.tags.map((tag, index) => (
            <Tag key={`${tag.type}-${index}`} $type={tag.type} data-tag-type={tag.type}>
              {tag.text}
            </Tag>
          ))}
        </Tags>
      ) : null}
    </>
  )
}

function AccordionItem({ item, variant, color }: { item: AccordionItemData; variant: AccordionVariant; color: AccordionColor }) {
  const baseId = useId()
  const alwaysOpen = variant === 'boxed-reveal'
  const [open, setOpen] = useState(item.open)
  const boxed = variant !== 'default'

  if (alwaysOpen) {
    return (
      <Item $boxed={boxed} $color={color}>
        <Heading>
          <StaticSummary>
            <Summary item={item} />
          </StaticSummary>
        </Heading>
        <Panel>{item.content}</Panel>
      </Item>
    )
  }

  const buttonId = `${baseId}-button`
  const panelId = `${baseId}-panel`
  return (
    <Item $boxed={boxed} $color={color}>
      <Heading>
        <Toggle type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <Summary item={item} />
          <Chevron $open={open} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </Chevron>
        </Toggle>
      </Heading>
      <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {item.content}
      </Panel>
    </Item>
  )
}

export function Accordion({ items, variant, color }: Props) {
  return (
    <List $boxed={variant !== 'default'} data-variant={variant}>
      {items.map((item) => (
        <AccordionItem key={item.id} item={item} variant={variant} color={color} />
      ))}
    </List>
  )
}
