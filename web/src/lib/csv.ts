/**
 * CSV files the member downloads (RFC 4180): fields quoted where they must be, CRLF between
 * records, a byte-order mark first so that spreadsheets read UTF-8 (Vietnamese, Thai) as such.
 */
export type CsvCell = string | number;

// A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first).
const FORMULA = /^[=+\-@\t\r]/;
// Amounts: a decimal string, signed or not; left as they are (their minus sign is not a formula).
const NUMBER = /^-?\d+(\.\d+)?$/;

function cell(value: CsvCell): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: a header row, then one row a record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over (revoking at once cancels it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
