import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { csvCell, csvRow, toCsv } from './csv.ts';

/** A small RFC 4180 reader, to prove that what we write reads back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  assert.equal(cell, '', 'no trailing partial cell');
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text alone and writes empty for null/undefined', () => {
    assert.equal(csvCell('Adaeze Okafor'), 'Adaeze Okafor');
    assert.equal(csvCell(42), '42');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(undefined), '');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    assert.equal(csvCell('Trans-Amadi, Port Harcourt'), '"Trans-Amadi, Port Harcourt"');
    assert.equal(csvCell('the "big" one'), '"the ""big"" one"');
    assert.equal(csvCell('line 1\nline 2'), '"line 1\nline 2"');
    assert.equal(csvCell('a\r\nb'), '"a\r\nb"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    assert.equal(csvCell('=HYPERLINK("http://x","y")'), `"'=HYPERLINK(""http://x"",""y"")"`);
    assert.equal(csvCell('+234 803 555 0147'), "'+234 803 555 0147");
    assert.equal(csvCell('-2+3'), "'-2+3");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell('\tcmd'), "'\tcmd");
    assert.equal(csvCell('\rcmd'), `"'\rcmd"`);
    assert.equal(csvCell('a=b'), 'a=b');
  });
});

describe('toCsv', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    const out = toCsv(['Name', 'City'], [['Ọlá', 'Port Harcourt'], ['Chinedu', '₦ 5,000']]);
    assert.equal(out, '\uFEFFName,City\r\nỌlá,Port Harcourt\r\nChinedu,"₦ 5,000"\r\n');
    assert.equal(csvRow(['a', 'b,c']), 'a,"b,c"');
  });

  it('round-trips any text through an RFC 4180 reader (apart from the formula guard)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (rows) => {
        const header = rows[0]?.map((_, i) => `c${i}`) ?? ['c0'];
        const width = header.length;
        const body = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const parsed = parseCsv(toCsv(header, body).slice(1));
        const expected = [header, ...body].map((r) => r.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
        assert.deepEqual(parsed, expected);
      }),
    );
  });
});
