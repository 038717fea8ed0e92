/** Spend figures of ad accounts in the screens; the formatting itself is common/rules/money.ts. */
export { formatMoney } from '../../../../common/rules/money';

/** How much of the spend cap is used, 0–100 (rounded down to whole percents); null without a cap. */
export function spendShare(amountSpent: number | null, spendCap: number | null): number | null {
  if (spendCap === null || spendCap <= 0) return null;
  const share = ((amountSpent ?? 0) / spendCap) * 100;
  return Math.max(0, Math.min(100, Math.floor(share)));
}

/** The locale for numbers and dates in the app's language. */
export function numberLocale(language: string): string {
  return language === 'en' ? 'en-GB' : 'nl-NL';
}
