// /ops/payment-calendar: the marketplace's payment calendar (docs/decisions/payments.md, "Payment calendar"): the run
// days of each month and the holidays, checked by the contracts' schema before the save; the next run days it gives
// (the contracts' rule: a weekend's or holiday's run on the business day before) and the sentences suppliers read.
import { useState } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import {
  localDay,
  MAX_RUN_DAY,
  MIN_RUN_DAY,
  nextRunDays,
  paymentCalendarRequest,
  paymentCalendarSentences,
  type PaymentCalendar,
} from '@portal/contracts';
import { formatDayOrInstant } from '../../../components/data-grid/value-columns.tsx';
import { notify } from '../../../components/feedback/notifications.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePaymentCalendar, useSaveCalendar } from './api.ts';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** "1, 15" -> [1, 15]; a word that is not a whole number stays NaN for the schema to refuse. */
const parseRunDays = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((word) => (/^\d+$/.test(word) ? Number(word) : Number.NaN));

/** The schema's first message of a field ('runDays' or 'holidays', with or without an item index). */
function fieldProblems(calendar: PaymentCalendar): { runDays?: string; holidays?: string } {
  const result = paymentCalendarRequest.safeParse(calendar);
  if (result.success) return {};
  const problems: { runDays?: string; holidays?: string } = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as 'runDays' | 'holidays';
    problems[field] ??= issue.message;
  }
  return problems;
}

function CalendarForm({ saved }: { saved: PaymentCalendar & { updatedOn: string | null; updatedBy: string | null } }) {
  const save = useSaveCalendar();
  const [runDaysText, setRunDaysText] = useState(saved.runDays.join(', '));
  const [holidays, setHolidays] = useState<string[]>([...saved.holidays]);
  const [newHoliday, setNewHoliday] = useState('');
  const [checked, setChecked] = useState(false);
  const calendar: PaymentCalendar = { runDays: parseRunDays(runDaysText), holidays };
  const problems = checked ? fieldProblems(calendar) : {};
  const valid = Object.keys(fieldProblems(calendar)).length === 0;
  const coming = valid ? nextRunDays(localDay(), 6, calendar) : [];

  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const parsed = paymentCalendarRequest.safeParse(calendar);
        if (!parsed.success) return;
        save.mutate(parsed.data, { onSuccess: () => notify('calendar-saved', 'The payment calendar was saved.') });
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {saved.updatedOn ? `Saved ${formatDateTime(saved.updatedOn)}${saved.updatedBy ? ` by ${saved.updatedBy}` : ''}.` : 'Not saved yet.'}
      </Typography>
      <TextField
        label="Run days of the month"
        required
        value={runDaysText}
        onChange={(e) => setRunDaysText(e.target.value)}
        error={problems.runDays !== undefined}
        helperText={
          problems.runDays ??
          `Days ${MIN_RUN_DAY} to ${MAX_RUN_DAY}, separated by commas (for example 1, 15); a day past a short month's end is paid on its last day.`
        }
        sx={{ maxWidth: 480 }}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Holidays
        </Typography>
        <Typography variant="body2" color="text.secondary">
          A run day on a Saturday, a Sunday or a holiday is paid on the business day before it.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Holiday"
            type="date"
            value={newHoliday}
            onChange={(e) => setNewHoliday(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={problems.holidays !== undefined}
            helperText={problems.holidays ?? ' '}
          />
          <Button
            variant="outlined"
            disabled={!newHoliday}
            onClick={() => {
              if (!holidays.includes(newHoliday)) setHolidays([...holidays, newHoliday].sort());
              setNewHoliday('');
            }}
            sx={{ mt: { sm: 1 } }}
          >
            Add holiday
          </Button>
        </Stack>
        {holidays.length === 0 ? (
          <Typography variant="body2">No holidays.</Typography>
        ) : (
          <Stack component="ul" aria-label="Holidays" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
            {holidays.map((day) => (
              <Stack
                key={day}
                component="li"
                direction="row"
                sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 4, pl: 1.5 }}
              >
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDayOrInstant(day)}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={`Remove ${formatDayOrInstant(day)}`}
                  onClick={() => setHolidays(holidays.filter((h) => h !== day))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      {valid && (
        <Stack spacing={0.5} component="section" aria-label="What suppliers read">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            What suppliers read
          </Typography>
          {paymentCalendarSentences(calendar).map((sentence) => (
            <Typography key={sentence} variant="body2">
              {sentence}
            </Typography>
          ))}
          <Typography variant="body2">Next run days: {coming.map((d) => formatDayOrInstant(d)).join(', ')}.</Typography>
        </Stack>
      )}
      {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      <div>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save calendar
        </Button>
      </div>
    </Stack>
  );
}

export function PaymentCalendarPage() {
  useDocumentTitle('Payment calendar');
  const calendar = usePaymentCalendar();
  return (
    <Stack spacing={3}>
      <PageTitle>Payment calendar</PageTitle>
      {calendar.isError && <Alert severity="error">{errorMessage(calendar.error)}</Alert>}
      {calendar.data && (
        <Card variant="outlined">
          <CardContent>
            {/* a save (its new time) starts the form again from what was stored */}
            <CalendarForm key={calendar.data.updatedOn ?? 'never'} saved={calendar.data} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

export { PaymentCalendarPage as Component };
