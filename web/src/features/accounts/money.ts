/**
 * Amounts of ad accounts are minor units (cents) of the account's currency. Shown with
 * Intl.NumberFormat in nl-NL (en-GB for English): "€ 1.234,56". The currency's own number of
 * decimals counts (JPY has none), so 123456 yen is "JP¥ 123.456".
 */
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      return null;
    }
    formats.set(key, format);
  }
  return format;
}

/** "€ 1.234,56"; without a (valid) currency the amount with two decimals and the code, if any. */
export function formatMoney(minor: number, currency: string | null, locale = 'nl-NL'): string {
  const format = currency ? currencyFormat(locale, currency.toUpperCase()) : null;
  if (format) {
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  }
  const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return currency ? `${plain} ${currency}` : plain;
}

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
