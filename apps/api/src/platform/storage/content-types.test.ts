import { describe, expect, it } from 'vitest';
import { contentDisposition, contentTypeFor } from './content-types.ts';

describe('how a stored file is served', () => {
  it('opens PDFs and images in the browser under their name', () => {
    expect(contentDisposition('Label PO-1.pdf')).toBe(`inline; filename="Label PO-1.pdf"; filename*=UTF-8''Label%20PO-1.pdf`);
    expect(contentDisposition('photo.JPG').startsWith('inline;')).toBe(true);
  });
  it('downloads spreadsheets and documents', () => {
    expect(contentDisposition('Orders.xlsx').startsWith('attachment;')).toBe(true);
    expect(contentDisposition('memo.docx').startsWith('attachment;')).toBe(true);
  });
  it('keeps a readable ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Łódź "x".csv')).toBe(
      `attachment; filename="__d_ _x_.csv"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%20%22x%22.csv`,
    );
    expect(contentTypeFor('a.pdf')).toBe('application/pdf');
  });
});
