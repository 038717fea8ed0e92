/**
 * Amounts of ad accounts are minor units (cents) of the account's currency. Shown with
 * Intl.NumberFormat (nl-NL unless told): "€ 1.234,56". The currency's own number of decimals
 * counts (JPY has none), so 123456 yen is "JP¥ 123.456". Used by the screens and the alert texts.
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
