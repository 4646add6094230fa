// Every spreadsheet the app writes is safe against formula injection: the files written through writeSpreadsheet (the
// orders list export, csv and xlsx, and the invoice import template) are read back and no hostile cell runs as a
// formula; and no other module writes a spreadsheet, so every export path goes through that one door.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { WorkBook, WritingOptions } from '@e965/xlsx';

const written: { name: string; bytes: Buffer }[] = [];
vi.mock('@e965/xlsx', async (importOriginal) => {
  const actual = await importOriginal<typeof XLSX>();
  return {
    ...actual,
    // the download: keep the file's bytes instead of saving them
    writeFile: (workbook: WorkBook, name: string, options: WritingOptions) =>
      written.push({ name, bytes: actual.write(workbook, { ...options, type: 'buffer' }) as Buffer }),
  };
});
const { writeSpreadsheet } = await import('./write-spreadsheet.ts');

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
const HOSTILE = ['=1+2', '+1+2', '-1+2', '@SUM(A1:A2)', '\t=1+2', '\r=1+2', '=HYPERLINK("http://evil.test","x")', '=cmd|"/c calc"!A1'];

afterEach(() => {
  written.length = 0;
});

/** Every text cell of the written file's first sheet, read back as a spreadsheet program would. */
function cellsOf(bytes: Buffer): XLSX.CellObject[] {
  const workbook = XLSX.read(bytes, { type: 'buffer', cellFormula: true, raw: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  return Object.entries(sheet)
    .filter(([address]) => !address.startsWith('!'))
    .map(([, cell]) => cell as XLSX.CellObject);
}

/** The fields of a csv text (RFC 4180 quoting: a quoted field keeps its commas and line breaks). */
function csvFields(csv: string): string[] {
  const fields: string[] = [];
  let field = '';
  csv = csv.replace(/^\ufeff/, '');
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i]!;
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === '\n' || ch === '\r') {
      // a lone CR ends a line for spreadsheet programs too
      if (ch !== '\r' || csv[i + 1] !== '\n') {
        fields.push(field);
        field = '';
      }
    } else field += ch;
  }
  if (field) fields.push(field);
  return fields;
}

// the export paths and the rows they write (features/orders/list/use-bulk-order-actions.ts)
const EXPORT_PATHS = [
  { path: 'orders list export (csv)', fileType: 'csv' as const, fileName: 'orders', sheetName: 'Orders' },
  { path: 'orders list export (xlsx)', fileType: 'xlsx' as const, fileName: 'orders', sheetName: 'Orders' },
  { path: 'invoice import template (xlsx)', fileType: 'xlsx' as const, fileName: 'import-invoice', sheetName: 'Invoices' },
];

describe('formula injection in written spreadsheets', () => {
  it.each(EXPORT_PATHS)('$path: hostile cells are text, never formulas', async ({ fileType, fileName, sheetName }) => {
    const rows = HOSTILE.map((value, i) => ({ 'PO number': value, 'Customer name': `Customer ${i}`, Note: value, Amount: 12.5 }));
    await writeSpreadsheet(rows, { fileName, sheetName, fileType });
    expect(written).toHaveLength(1);
    expect(written[0]!.name).toBe(`${fileName}.${fileType}`);
    const cells = cellsOf(written[0]!.bytes);
    expect(cells.filter((c) => c.f !== undefined)).toEqual([]);
    const texts = cells.filter((c) => c.t === 's').map((c) => String(c.v));
    expect(texts.filter((text) => TRIGGERS.includes(text[0]!))).toEqual([]);
    // each hostile value is kept as text behind a quote (in csv a lone CR is a line feed inside the cell)
    for (const value of HOSTILE) {
      const kept = `'${fileType === 'csv' ? value.replace(/\r/g, '\n') : value}`;
      expect(texts.filter((t) => t === kept)).toHaveLength(2);
    }
    if (fileType === 'csv') {
      // the csv text itself, split as a csv reader does: no field starts with a trigger
      const fields = csvFields(written[0]!.bytes.toString('utf8'));
      expect(fields.length).toBeGreaterThan(HOSTILE.length * 4);
      expect(fields.filter((field) => TRIGGERS.includes(field[0] ?? ''))).toEqual([]);
    }
  });

  it('no module but write-spreadsheet.ts writes a spreadsheet (every export path goes through it)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) sources.push(full);
      }
    };
    walk(root);
    const writers = sources.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /@e965\/xlsx/.test(text) && /\b(writeFile|writeFileXLSX|write|sheet_to_csv|writeXLSX)\b\s*[(,}]/.test(text);
    });
    expect(writers.map((f) => path.relative(root, f))).toEqual([path.join('components', 'spreadsheet', 'write-spreadsheet.ts')]);
    // and the writer neutralises every row it writes
    expect(readFileSync(path.join(root, 'components/spreadsheet/write-spreadsheet.ts'), 'utf8')).toMatch(/rows\.map\(neutraliseRow\)/);
  });

  it('keeps a lone carriage return inside its csv cell (SheetJS leaves such a field unquoted)', async () => {
    await writeSpreadsheet([{ Note: 'ok\r=1+2' }], { fileName: 'orders', sheetName: 'Orders', fileType: 'csv' });
    const fields = csvFields(written[0]!.bytes.toString('utf8'));
    expect(fields).toEqual(['Note', 'ok\n=1+2']);
  });
});
