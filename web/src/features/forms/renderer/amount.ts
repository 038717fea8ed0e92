/**
 * Amounts in euros as a Dutch person types them ("1.234,56", "1234,5", "€ 12") and as the answer
 * stores them (whole cents), and decimal numbers with a comma ("3,5"). Pure; unit-tested.
 */

const nlAmount = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const nlNumber = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 10 });

/** Cents as the field shows them: 123456 → "1.234,56". */
export function formatCents(cents: number): string {
  return nlAmount.format(cents / 100);
}

/** A number as the field shows it: 3.5 → "3,5", 1234 → "1.234". */
export function formatNumber(value: number): string {
  return nlNumber.format(value);
}

/**
 * The decimal value of a typed Dutch number, or null when it is no number. A comma is the decimal
 * mark; dots are thousands separators when every group after them has three digits ("1.234.567"),
 * otherwise one dot is read as a decimal mark too ("12.5", as a phone keyboard may give).
 */
export function parseDutchDecimal(text: string): number | null {
  let s = text.replace(/[\s\u00a0€]/g, '');
  if (!/\d/.test(s)) return null;
  let sign = 1;
  if (s.startsWith('-')) {
    sign = -1;
    s = s.slice(1);
  }
  let whole: string;
  let fraction = '';
  if (s.includes(',')) {
    const parts = s.split(',');
    if (parts.length !== 2) return null;
    [whole = '', fraction = ''] = parts;
    if (whole.includes('.')) {
      if (!/^\d{1,3}(\.\d{3})+$/.test(whole)) return null;
      whole = whole.replaceAll('.', '');
    }
  } else if (s.includes('.')) {
    if (/^\d{1,3}(\.\d{3})+$/.test(s)) whole = s.replaceAll('.', '');
    else {
      const parts = s.split('.');
      if (parts.length !== 2) return null;
      [whole = '', fraction = ''] = parts;
    }
  } else whole = s;
  if (whole === '') whole = '0';
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  const value = Number(`${whole}.${fraction || '0'}`);
  return Number.isFinite(value) ? sign * value : null;
}

/** Typed euros → whole cents; null when empty; 'invalid' for anything else, a negative amount or more than two decimals. */
export function parseAmount(text: string): number | null | 'invalid' {
  if (text.replace(/[\s\u00a0€]/g, '') === '') return null;
  const value = parseDutchDecimal(text);
  if (value === null || value < 0) return 'invalid';
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) > 1e-6) return 'invalid';
  if (!Number.isSafeInteger(cents)) return 'invalid';
  return cents;
}

/** Typed number → number; null when empty; 'invalid' otherwise. */
export function parseNumber(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = parseDutchDecimal(text);
  return value === null ? 'invalid' : value;
}
