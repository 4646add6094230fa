// /ops/case-categories: the case categories in their order, each with its two targets in hours (the marketplace's
// first answer and the resolution), saved as a whole list (PUT /ops/case-categories). Remove takes a category out of
// the list, which deactivates it (its cases keep it; suppliers are offered it no more); a deactivated one is brought
// back with its old targets. The contracts' schema checks the list before it is sent, with its messages under the
// fields; the server's answer lands the same way (docs/decisions/cases.md, "Categories"). One category is the address
// correction one (its cases about an order are answered with the corrected address): the checkbox moves it.
import { useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import {
  asApiErrorBody,
  caseCategoriesRequest,
  CASE_CATEGORY_PURPOSE_LABELS,
  normalizeFieldErrors,
  type CaseCategoryPurpose,
  type CaseCategoryView,
} from '@portal/contracts';
import { CompactGridTable, type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { notify } from '../../../components/feedback/notifications.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useCaseCategories, useSaveCaseCategories } from './api.ts';

export const CATEGORIES_SAVED = 'The categories are saved: new targets apply to cases opened from now on.';

/** A row as edited: the hours as typed; a new category has no id. */
interface Row {
  id: number;
  categoryId?: number;
  name: string;
  firstAnswerHours: string;
  resolutionHours: string;
  purpose: CaseCategoryPurpose | null;
}
type Errors = Record<string, string[]>;

const toRow = (c: CaseCategoryView, id: number): Row => ({
  id,
  categoryId: c.categoryId,
  name: c.name,
  firstAnswerHours: String(c.firstAnswerHours),
  resolutionHours: String(c.resolutionHours),
  purpose: c.purpose,
});
const hours = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
const requestOf = (rows: Row[]) => ({
  categories: rows.map((r) => ({
    ...(r.categoryId === undefined ? {} : { categoryId: r.categoryId }),
    name: r.name,
    firstAnswerHours: hours(r.firstAnswerHours),
    resolutionHours: hours(r.resolutionHours),
    purpose: r.purpose,
  })),
});

export function CaseCategoriesPage() {
  useDocumentTitle('Case categories');
  const categories = useCaseCategories();
  if (categories.isError) return <Alert severity="error">The categories could not be loaded.</Alert>;
  if (!categories.data) return <PageProgress />;
  return <CategoriesEditor categories={categories.data} />;
}

function CategoriesEditor({ categories }: { categories: CaseCategoryView[] }) {
  const save = useSaveCaseCategories();
  const [rows, setRows] = useState<Row[]>(() => categories.filter((c) => c.active).map(toRow));
  const [nextId, setNextId] = useState(categories.length);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const inactive = categories.filter((c) => !c.active && !rows.some((r) => r.categoryId === c.categoryId));
  const change = (id: number, patch: Partial<Row>) => setRows(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const add = (row: Omit<Row, 'id'>) => {
    setRows([...rows, { ...row, id: nextId }]);
    setNextId(nextId + 1);
  };
  const at = (i: number, field: string) => errors[`categories.${i}.${field}`]?.join(' ');

  const submit = () => {
    setBanner(null);
    const checked = caseCategoriesRequest.safeParse(requestOf(rows));
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) (found[issue.path.join('.')] ??= []).push(issue.message);
      setErrors(found);
      setBanner(found.categories?.join(' ') ?? 'Correct the marked fields.');
      return;
    }
    setErrors({});
    save.mutateAsync(checked.data).then(
      (saved) => {
        setRows(saved.filter((c) => c.active).map(toRow));
        notify('case-categories-saved', CATEGORIES_SAVED);
      },
      (error: unknown) => {
        const body = asApiErrorBody((error as { body?: unknown }).body);
        setErrors(normalizeFieldErrors(body?.errors));
        setBanner(body?.detail ?? (error instanceof Error ? error.message : String(error)));
      },
    );
  };

  const columns: CompactGridColumn<Row>[] = [
    {
      id: 'name',
      label: 'Category',
      render: (r) => {
        const i = rows.indexOf(r);
        return (
          <TextField
            size="small"
            label="Name"
            value={r.name}
            onChange={(e) => change(r.id, { name: e.target.value })}
            error={!!at(i, 'name')}
            helperText={at(i, 'name')}
            // the visible word starts the name: "Name of category 2"
            slotProps={{ htmlInput: { 'aria-label': `Name of category ${i + 1}` } }}
            sx={{ minWidth: 180 }}
          />
        );
      },
    },
    ...(['firstAnswerHours', 'resolutionHours'] as const).map((field): CompactGridColumn<Row> => ({
      id: field,
      label: field === 'firstAnswerHours' ? 'First answer (hours)' : 'Resolution (hours)',
      render: (r) => {
        const i = rows.indexOf(r);
        const what = field === 'firstAnswerHours' ? 'First answer target' : 'Resolution target';
        return (
          <TextField
            size="small"
            label="Hours"
            value={r[field]}
            onChange={(e) => change(r.id, { [field]: e.target.value })}
            error={!!at(i, field)}
            helperText={at(i, field)}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${what} of ${r.name.trim() || `category ${i + 1}`}` } }}
            sx={{ width: 110 }}
          />
        );
      },
    })),
    {
      id: 'purpose',
      label: 'Purpose',
      render: (r) => (
        <FormControlLabel
          label={CASE_CATEGORY_PURPOSE_LABELS['address-correction']}
          control={
            <Checkbox
              size="small"
              checked={r.purpose === 'address-correction'}
              // one category is the address correction one: checking this one moves it here
              onChange={(e) =>
                setRows(
                  rows.map((x) =>
                    x === r
                      ? { ...x, purpose: e.target.checked ? 'address-correction' : null }
                      : e.target.checked
                        ? { ...x, purpose: null }
                        : x,
                  ),
                )
              }
              slotProps={{ input: { 'aria-label': `${r.name.trim() || `Category ${rows.indexOf(r) + 1}`} answers address corrections` } }}
            />
          }
        />
      ),
    },
    {
      id: 'remove',
      label: '',
      render: (r) => (
        <Button
          size="small"
          aria-label={`Remove ${r.name.trim() || 'the new category'}`}
          onClick={() => setRows(rows.filter((x) => x !== r))}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <PageTitle>Case categories</PageTitle>
      <Typography variant="body2" color="text.secondary">
        Each category&apos;s targets for the marketplace&apos;s first answer and for resolution, in hours. A category removed from the list
        is deactivated: its cases keep it, suppliers are no longer offered it. The address correction category&apos;s cases about an order
        are answered with the order&apos;s corrected address.
      </Typography>
      <CompactGridTable label="Case categories" columns={columns} rows={rows} emptyText="No category: add one." />
      {inactive.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2">Deactivated:</Typography>
          {inactive.map((c) => (
            <Button key={c.categoryId} size="small" variant="outlined" onClick={() => add(toRow(c, 0))} aria-label={`Bring back ${c.name}`}>
              {c.name}
            </Button>
          ))}
        </Stack>
      )}
      {banner && <Alert severity="error">{banner}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => add({ name: '', firstAnswerHours: '24', resolutionHours: '120', purpose: null })}>
          Add category
        </Button>
        <Button variant="contained" loading={save.isPending} onClick={submit}>
          Save categories
        </Button>
      </Stack>
    </Stack>
  );
}

export { CaseCategoriesPage as Component };
