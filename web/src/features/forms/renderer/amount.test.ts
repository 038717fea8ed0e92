import { describe, expect, it } from 'vitest';
import { formatCents, formatDutchDate, formatNumber, parseAmount, parseDutchDate, parseNumber } from './amount';

describe('amounts in euros', () => {
  it('formats cents the Dutch way', () => {
    expect(formatCents(123456)).toBe('1.234,56');
    expect(formatCents(5)).toBe('0,05');
    expect(formatCents(100000000)).toBe('1.000.000,00');
  });

  it('reads what a Dutch person types', () => {
    expect(parseAmount('1.234,56')).toBe(123456);
    expect(parseAmount('1234,56')).toBe(123456);
    expect(parseAmount('€ 12')).toBe(1200);
    expect(parseAmount('12,5')).toBe(1250);
    expect(parseAmount('1.234')).toBe(123400);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount(',5')).toBe(50);
    expect(parseAmount('  ')).toBeNull();
  });

  it('refuses what is no amount', () => {
    expect(parseAmount('12,345')).toBe('invalid');
    expect(parseAmount('abc')).toBe('invalid');
    expect(parseAmount('1,2,3')).toBe('invalid');
    expect(parseAmount('12.34.5')).toBe('invalid');
    expect(parseAmount('-5')).toBe('invalid');
    expect(parseAmount('1.23,4')).toBe('invalid');
  });

  it('round-trips', () => {
    for (const cents of [0, 1, 99, 100, 123456, 987654321]) expect(parseAmount(formatCents(cents))).toBe(cents);
  });
});

describe('numbers', () => {
  it('reads a comma as the decimal mark', () => {
    expect(parseNumber('3,5')).toBe(3.5);
    expect(parseNumber('-2')).toBe(-2);
    expect(parseNumber('1.000')).toBe(1000);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('3,5,1')).toBe('invalid');
    expect(parseNumber('-')).toBe('invalid');
    expect(formatNumber(3.5)).toBe('3,5');
  });
});

describe('dates, day first', () => {
  it('reads what a Dutch person types or pastes', () => {
    expect(parseDutchDate('31-01-2027')).toBe('2027-01-31');
    expect(parseDutchDate(' 1/2/2027 ')).toBe('2027-02-01');
    expect(parseDutchDate('01.02.2027')).toBe('2027-02-01');
    expect(parseDutchDate('29 02 2028')).toBe('2028-02-29');
    expect(parseDutchDate('31012027')).toBe('2027-01-31');
    expect(parseDutchDate('2027-01-31')).toBe('2027-01-31');
    expect(parseDutchDate('')).toBeNull();
  });

  it('refuses what is no date', () => {
    for (const text of ['30-02-2027', '29-02-2027', '32-01-2027', '01-13-2027', '00-01-2027', '31-01-27', '2027/01/31', 'morgen', '31-01-0999', '1-1-2027x'])
      expect(parseDutchDate(text), text).toBe('invalid');
  });

  it('shows a stored date day first, and the rest as it is', () => {
    expect(formatDutchDate('2027-01-31')).toBe('31-01-2027');
    expect(formatDutchDate('31-01-2027')).toBe('31-01-2027');
  });
});
