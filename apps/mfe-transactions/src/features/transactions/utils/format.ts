import { formatQuantity, type Transaction } from '@seed/domain';
import type { TFunction } from 'i18next';

/** 'crop - variety: quantity unit' of one manifest item (spec 2 Transactions), with the spec's fallbacks. */
export function itemText(
  t: TFunction,
  item: { crop: string | null; variety: string | null; quantity: number; unit: string },
): string {
  return t('columns.item', {
    crop: item.crop || t('common.unknownCrop'),
    variety: item.variety || t('common.unknownVariety'),
    quantity: formatQuantity(item.quantity),
    unit: t(`units.${item.unit}`),
  });
}

/** The From column: the sending organization, or 'System' for an opening balance or a lot flow. */
export function fromText(t: TFunction, transaction: Pick<Transaction, 'from'>): string {
  return transaction.from?.name ?? t('columns.system');
}

/**
 * The To column: the receiving organization; for a transfer still waiting for its e-mailed
 * recipient, the address it went to (the API gives it to the sender only); else 'N/A'.
 */
export function toText(t: TFunction, transaction: Pick<Transaction, 'to' | 'toEmail'>): string {
  return transaction.to?.name ?? transaction.toEmail ?? t('columns.notApplicable');
}
