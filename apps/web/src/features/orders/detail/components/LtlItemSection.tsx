// One item of the LTL request: its product, its packages (type, measures, quantity, the marketplace's freight class)
// with the messages of the last submit, and the buttons to remove the item or add a package.
import { Alert, Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { PackageTypeSelect } from './PackageTypeSelect.tsx';
import { ProductImage } from './ProductImage.tsx';
import { blankLtlPackage, type LtlItemRow, type LtlPackageRow } from './use-ltl-form.ts';

type NumberField = 'width' | 'height' | 'depth' | 'weight' | 'quantity';
const NUMBER_FIELDS: [NumberField, string][] = [
  ['width', 'Width (in)'],
  ['height', 'Height (in)'],
  ['depth', 'Depth (in)'],
  ['weight', 'Weight (lb)'],
  ['quantity', 'Quantity'],
];

export interface LtlItemSectionProps {
  row: LtlItemRow;
  index: number;
  /** The message at a path of the request, e.g. 'items.0.packages'. */
  error: (path: string) => string | undefined;
  onRemove: () => void;
  onPackages: (packages: LtlPackageRow[]) => void;
  onPackageChange: (key: number, change: Partial<LtlPackageRow>) => void;
}

export function LtlItemSection({ row, index, error, onRemove, onPackages, onPackageChange }: LtlItemSectionProps) {
  return (
    <Stack
      spacing={2}
      component="section"
      aria-label={row.item.productName}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ProductImage src={row.item.imageUrl} alt="" size={56} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap>
            {row.item.productName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.item.sku}
          </Typography>
        </Box>
        <Tooltip title="Remove item">
          <IconButton aria-label={`Remove ${row.item.productName}`} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {row.packages.map((p, at) => (
        <Box
          key={p.key}
          role="group"
          aria-label={`Package ${at + 1} of ${row.item.sku}`}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'minmax(96px, 1.2fr) repeat(6, minmax(0, 1fr)) auto' },
          }}
        >
          <PackageTypeSelect value={p.packageType} onChange={(packageType) => onPackageChange(p.key, { packageType })} />
          {NUMBER_FIELDS.map(([field, label]) => {
            const message = error(`items.${index}.packages.${at}.${field}`);
            return (
              <TextField
                key={field}
                size="small"
                type="number"
                label={label}
                value={p[field]}
                onChange={(e) => onPackageChange(p.key, { [field]: e.target.value })}
                error={!!message}
                helperText={message}
                slotProps={{ htmlInput: { min: field === 'quantity' ? 1 : 0, step: field === 'quantity' ? 1 : 'any' } }}
              />
            );
          })}
          <TextField size="small" label="Freight class" value={p.freightClass ?? '--'} slotProps={{ input: { readOnly: true } }} />
          <IconButton
            aria-label={`Remove package ${at + 1} of ${row.item.sku}`}
            onClick={() => onPackages(row.packages.filter((x) => x.key !== p.key))}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      {error(`items.${index}.packages`) && <Alert severity="error">{error(`items.${index}.packages`)}</Alert>}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => onPackages([...row.packages, blankLtlPackage()])}>
          Add package
        </Button>
      </Box>
    </Stack>
  );
}
