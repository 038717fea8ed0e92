import { describe, expect, it } from 'vitest';
import { formatMoney, spendShare } from './money';

/** Intl puts a narrow no-break space between symbol and amount in some locales. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats minor units in nl-NL with the currency', () => {
    expect(plain(formatMoney(123456, 'EUR'))).toBe('€ 1.234,56');
    expect(plain(formatMoney(0, 'EUR'))).toBe('€ 0,00');
    expect(plain(formatMoney(99, 'usd'))).toBe('US$ 0,99');
  });

  it('respects a currency without decimals', () => {
    expect(plain(formatMoney(123456, 'JPY'))).toBe('JP¥ 123.456');
  });

  it('shows the plain amount without a usable currency', () => {
    expect(formatMoney(123456, null)).toBe('1.234,56');
    expect(formatMoney(500, 'XX1')).toBe('5,00 XX1');
  });

  it('uses English number formatting for en-GB', () => {
    expect(plain(formatMoney(123456, 'EUR', 'en-GB'))).toBe('€1,234.56');
  });
});

describe('spendShare', () => {
  it('is the used share of the cap in whole percents, capped at 100', () => {
    expect(spendShare(4500, 10000)).toBe(45);
    expect(spendShare(8999, 10000)).toBe(89);
    expect(spendShare(25000, 10000)).toBe(100);
    expect(spendShare(null, 10000)).toBe(0);
  });

  it('is null without a cap', () => {
    expect(spendShare(100, null)).toBeNull();
    expect(spendShare(100, 0)).toBeNull();
  });
});
