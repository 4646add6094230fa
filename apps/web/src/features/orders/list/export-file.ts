// The export's file and sheet names, apart from ExportOrdersDialog so the orders page can write the file without loading
// the dialog's form code (the dialogs load on first use).
import { format as formatDate } from 'date-fns';

export const EXPORT_SHEET_NAME = 'Orders';
export const exportFileName = (now: Date = new Date()) => `Orders-${formatDate(now, 'yyyy-MM-dd HH-mm')}`;
