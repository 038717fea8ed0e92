/**
 * Amounts in euros as a Dutch person types them ("1.234,56", "1234,5", "€ 12") and as the answer
 * stores them (whole cents), decimal numbers with a comma ("3,5"), and dates day first
 * ("31-01-2027", stored as "2027-01-31"). Pure; unit-tested.
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

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A stored date as the field shows it: "2027-01-31" → "31-01-2027"; anything else as it is. */
export function formatDutchDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

/**
 * A typed date, day first as the Dutch write it ("31-01-2027", "31/1/2027", "31.01.2027",
 * "31012027"; a pasted "2027-01-31" too) → "yyyy-MM-dd"; null when empty; 'invalid' for anything
 * else or a day the month does not have (30-02), and for years outside 1000–9999.
 */
export function parseDutchDate(text: string): string | null | 'invalid' {
  const s = text.trim();
  if (s === '') return null;
  const dayFirst = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(s) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  const iso = dayFirst ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const parts = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return 'invalid';
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return 'invalid';
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return 'invalid';
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
