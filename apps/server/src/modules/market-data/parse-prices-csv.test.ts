import { describe, expect, it } from 'vitest';
import { parsePricesCsv } from './parse-prices-csv';

const known = new Set(['VTI', 'BND', 'USDMYR']);

describe('parsePricesCsv', () => {
  it('reads a header, CRLF lines, a BOM and blank lines', () => {
    const text = '\uFEFFdate,symbol,close\r\n2026-11-20,VTI,301.25\r\n\r\n2026-11-20,USDMYR,4.4712\r\n';
    expect(parsePricesCsv(text, known)).toEqual({
      ok: true,
      rows: [
        { date: '2026-11-20', symbol: 'VTI', close: '301.25' },
        { date: '2026-11-20', symbol: 'USDMYR', close: '4.4712' },
      ],
    });
  });

  it('rejects the whole file and names each bad line', () => {
    const text = [
      'date,symbol,close',
      '2026-11-20,VTI,301.25', // fine
      '2026-11-21,VTI,300.00', // Saturday
      '2026-02-30,BND,72.10', // no such date
      '2026-11-20,XYZ,1.00', // unknown symbol
      '2026-11-19,BND,-72.10', // negative
      '2026-11-16,BND,0', // zero
      '2026-11-18,BND,72.1234567', // 7 decimals
      '2026-11-13,BND,1e3', // not a plain decimal
      '2026-11-20,VTI,301.30', // duplicate
      '2026-11-17,BND', // missing field
    ].join('\n');
    const result = parsePricesCsv(text, known);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(result.errors[0]!.message).toMatch(/weekend/);
    expect(result.errors[1]!.message).toMatch(/not a real/);
    expect(result.errors[2]!.message).toMatch(/unknown symbol "XYZ"/);
    expect(result.errors[7]!.message).toMatch(/more than once/);
    expect(result.errors[8]!.message).toMatch(/expected 3 fields/);
  });
});
