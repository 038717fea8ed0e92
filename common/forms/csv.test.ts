import { describe, expect, it } from 'vitest';
import { csvBom, csvCell, csvRow } from './csv.js';

describe('CSV for Dutch Excel', () => {
  it('defuses cells that start a formula: = + - @, tab and carriage return get a quote in front', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+31 6 1234')).toBe("'+31 6 1234");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@import')).toBe("'@import");
    expect(csvCell('\tverborgen')).toBe("'\tverborgen");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('Gewoon = tekst')).toBe('Gewoon = tekst');
  });

  it('quotes cells with the separator, a quote or a line break, doubling quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('Zeg "hallo"')).toBe('"Zeg ""hallo"""');
    expect(csvCell('regel 1\nregel 2')).toBe('"regel 1\nregel 2"');
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
    expect(csvCell('komma, geen probleem')).toBe('komma, geen probleem');
  });

  it('writes numbers as they are (a negative number is data, not a formula), and empty for null', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('joins a row with ; and ends it with CRLF; the BOM is U+FEFF', () => {
    expect(csvRow(['Naam', 'Bericht', null])).toBe('Naam;Bericht;\r\n');
    expect(csvBom).toBe('\uFEFF');
    expect(Buffer.from(csvBom, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
