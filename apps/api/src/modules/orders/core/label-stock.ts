// Page sizes of the label stock formats (order document, "Label stock formats"), in PDF points (72 per inch).
// The label itself is always a 4x6 in block; the stock decides the page around it and where it sits.
import type { LabelFormat } from '@portal/contracts';

export const POINTS_PER_INCH = 72;
export const LABEL_WIDTH = 4 * POINTS_PER_INCH;
export const LABEL_HEIGHT = 6 * POINTS_PER_INCH;

export interface LabelStock {
  width: number;
  height: number;
  /** Where the 4x6 label's bottom-left corner sits and whether it is turned a quarter clockwise. */
  label: { x: number; y: number; rotated: boolean };
  /** Room below the label (longer thermal stock) for a doc tab. */
  docTab: boolean;
  /** Plain paper: a dashed cut line around the label and an instruction. */
  cutLine: boolean;
}

const inches = (n: number) => Math.round(n * POINTS_PER_INCH * 100) / 100;

function thermal(heightIn: number): LabelStock {
  const height = inches(heightIn);
  return { width: LABEL_WIDTH, height, label: { x: 0, y: height - LABEL_HEIGHT, rotated: false }, docTab: heightIn > 6, cutLine: false };
}

export const LABEL_STOCK: Record<LabelFormat, LabelStock> = {
  Paper4X6: thermal(6),
  Paper4X675: thermal(6.75),
  Paper4X8: thermal(8),
  Paper4X9: thermal(9),
  Stock4X6: thermal(6),
  Stock4X675: thermal(6.75),
  Stock4X8: thermal(8),
  Stock4X9: thermal(9),
  // 7 x 4.75 in sheet: the 6 in label only fits turned on its side, centred.
  Paper7X475: {
    width: inches(7),
    height: inches(4.75),
    label: { x: (inches(7) - LABEL_HEIGHT) / 2, y: (inches(4.75) - LABEL_WIDTH) / 2, rotated: true },
    docTab: false,
    cutLine: false,
  },
  // Letter paper: the label in a 4x6 area at the top centre, to be cut out.
  PaperLetter: {
    width: inches(8.5),
    height: inches(11),
    label: { x: (inches(8.5) - LABEL_WIDTH) / 2, y: inches(11) - inches(0.5) - LABEL_HEIGHT, rotated: false },
    docTab: false,
    cutLine: true,
  },
};
