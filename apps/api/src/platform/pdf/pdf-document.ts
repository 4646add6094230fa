// A portal document's PDF: its title and creator, fixed dates (the same document renders the same bytes every time)
// and the two standard fonts the documents draw with.
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

export interface PortalPdf {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
}

/** `day` (yyyy-MM-dd) is the document's own date: its creation and modification dates. */
export async function createPortalPdf(title: string, day: string): Promise<PortalPdf> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Supplier portal');
  doc.setCreationDate(new Date(`${day}T00:00:00Z`));
  doc.setModificationDate(new Date(`${day}T00:00:00Z`));
  return { doc, regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}
