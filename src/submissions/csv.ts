// CSV for the admin's spreadsheet: RFC 4180 quoting, CRLF rows, a UTF-8 byte-order mark so Excel reads
// accented and Naira-sign text as UTF-8, and a guard against formula injection.

export type CsvCell = string | number | boolean | null | undefined;

/** Excel, LibreOffice and Sheets treat a cell starting with one of these as a formula (or its start). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. A visitor's text that starts like a formula (=HYPERLINK(...), +cmd|...) gets a leading apostrophe
 * so the spreadsheet shows it as text instead of evaluating it when the admin opens the export.
 */
export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',');
}

const BOM = '\uFEFF';

/** A whole file: BOM, header row, then one row per record, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => `${csvRow(row)}\r\n`).join('');
}
