// The value box of a date or number filter, and a second one ("To") while the operator is "Between".
import { TextField } from '@mui/material';

export interface RangeDraft {
  type: string;
  from: string;
  to: string;
}

export interface RangeFilterFieldsProps {
  draft: RangeDraft;
  onChange: (patch: Pick<RangeDraft, 'from'> | Pick<RangeDraft, 'to'>) => void;
  /** The first box's name when there is no range. */
  singleLabel: string;
  inputType?: 'date';
  htmlInput: Record<string, string>;
  invalid?: (raw: string) => boolean;
}

export function RangeFilterFields({ draft, onChange, singleLabel, inputType, htmlInput, invalid }: RangeFilterFieldsProps) {
  const range = draft.type === 'inRange';
  const field = (key: 'from' | 'to', label: string) => (
    <TextField
      type={inputType}
      size="small"
      value={draft[key]}
      error={invalid?.(draft[key])}
      onChange={(event) => onChange(key === 'from' ? { from: event.target.value } : { to: event.target.value })}
      slotProps={{ htmlInput: { ...htmlInput, 'aria-label': label } }}
    />
  );
  return (
    <>
      {field('from', range ? 'From' : singleLabel)}
      {range && field('to', 'To')}
    </>
  );
}
