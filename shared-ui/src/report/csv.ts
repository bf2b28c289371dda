/** RFC 4180 CSV built in the browser: CRLF rows, fields quoted when they need it. */

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Quotes a field with a comma, quote, CR/LF or edge spaces; defuses spreadsheet formulas. */
export function csvField(value: string): string {
  let text = value;
  if (/^[=+@\t\r]/.test(text) || (text.startsWith('-') && !NUMBER.test(text))) text = `'${text}`;
  if (/[",\r\n]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Starts a download of `csv` as `filename` (UTF-8 with BOM so spreadsheets read it right). */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
