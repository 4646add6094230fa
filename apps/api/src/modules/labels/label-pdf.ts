// One PDF for the whole batch: each order's labels (one page per package) rendered by the platform renderer, then
// copied in order into a single document the supplier prints in one go.
import { PDFDocument } from 'pdf-lib';
import { renderShippingLabels, type ShippingLabelInput } from '../../platform/pdf/shipping-labels.ts';

export async function renderLabelBatch(orders: readonly ShippingLabelInput[], title: string): Promise<Uint8Array> {
  const batch = await PDFDocument.create();
  batch.setTitle(title);
  batch.setCreator('Supplier Portal');
  batch.setProducer('Supplier Portal');
  for (const input of orders) {
    const one = await PDFDocument.load(await renderShippingLabels(input));
    const pages = await batch.copyPages(one, one.getPageIndices());
    for (const page of pages) batch.addPage(page);
  }
  return batch.save();
}
