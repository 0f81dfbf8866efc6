import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, numeral } from './csv-writer.js';

describe('the CSV writer', () => {
  it('quotes a field with a comma, a quote, a CR or an LF, doubling the quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Jones')).toBe('"Smith, Jones"');
    expect(csvField('the "best" adviser')).toBe('"the ""best"" adviser"');
    expect(csvField('12 Queen Street\nAuckland')).toBe('"12 Queen Street\nAuckland"');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });

  it.each(['=1+1', '+64 9 555 0100', '-2+3', '@SUM(A1)', '\tcmd', '\r=cmd'])(
    'prefixes %j with an apostrophe so no spreadsheet runs it',
    (text) => {
      const field = csvField(text);
      const records = parse(`${field}\r\n`, { relax_quotes: false }) as string[][];
      expect(records).toEqual([[`'${text}`]]);
    },
  );

  it('writes computed numbers as they are, a negative one included, and refuses anything else as a number', () => {
    expect(csvField(numeral('-12.05'))).toBe('-12.05');
    expect(csvField(numeral(3))).toBe('3');
    expect(() => numeral('=1+1')).toThrow();
    expect(() => numeral('1e3')).toThrow();
  });

  it('writes an empty field for nothing, and every record ends with CRLF', () => {
    const text = csvDocument(
      ['a', 'b'],
      [
        [null, 'x'],
        ['=y', null],
      ],
    );
    expect(text).toBe("a,b\r\n,x\r\n'=y,\r\n");
  });

  it('reads back, with an independent parser, exactly what went in', () => {
    const awkward = '=HYPERLINK("http://evil.example","Click")\r\n"quoted", and\nmore';
    const text = csvDocument(['name', 'amount'], [[awkward, numeral('-1.50')]]);
    const records = parse(text, { relax_quotes: false }) as string[][];
    expect(records).toEqual([
      ['name', 'amount'],
      [`'${awkward}`, '-1.50'],
    ]);
  });
});
