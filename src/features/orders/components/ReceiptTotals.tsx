// An order's totals in its own terms (docs/architecture.md §5): a business order's amounts without VAT and the VAT on a line of its
// own, a consumer's with VAT and how much of it is VAT. Shared by the account's receipt and checkout's confirmation.
import { useTranslation } from '@/i18n/texts'
import { TotalRow, TotalsList } from '@/components/Totals/Totals'
import { moneyText } from '@/lib/money'
import type { Receipt } from '../api/get-receipt'
import type { OrderMoney } from '../api/schemas'

function OptionalTotal({ label, money, deducted = false }: { label: string; money: OrderMoney | null | undefined; deducted?: boolean }) {
  if (!money || money.Amount === 0) return null
  return (
    <>
      <dt>{label}</dt>
      <dd>{deducted ? `−${moneyText(money)}` : moneyText(money)}</dd>
    </>
  )
}

export function ReceiptTotals({ receipt, className }: { receipt: Receipt; className?: string }) {
  const { t } = useTranslation()
  const { Totals, IsB2B } = receipt
  return (
    <TotalsList className={className} data-testid="receipt-totals">
      <dt>{t(IsB2B ? 'Account.Receipt.SubTotalExclVat' : 'Account.Receipt.SubTotal')}</dt>
      <dd>{moneyText(Totals.SubTotal)}</dd>
      <OptionalTotal label={t('Account.Receipt.Discount')} money={Totals.Discount} deducted />
      <OptionalTotal label={t('Account.Receipt.Delivery')} money={Totals.Delivery} />
      {IsB2B ? <OptionalTotal label={t('Account.Receipt.Vat')} money={Totals.Vat} /> : null}
      <OptionalTotal label={t('Account.Receipt.GiftCardsUsed')} money={Totals.GiftCards} deducted />
      <TotalRow>
        <dt>{t(IsB2B ? 'Account.Receipt.TotalInclVat' : 'Account.Receipt.Total')}</dt>
        <dd data-testid="receipt-total">{moneyText(Totals.Total)}</dd>
      </TotalRow>
      {!IsB2B && Totals.Vat && Totals.Vat.Amount > 0 ? (
        <>
          <dt>{t('Account.Receipt.VatIncluded')}</dt>
          <dd>{moneyText(Totals.Vat)}</dd>
        </>
      ) : null}
    </TotalsList>
  )
}
