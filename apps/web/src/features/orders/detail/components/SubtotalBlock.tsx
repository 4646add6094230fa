// The subtotal block (TotalLines) with the expandable allowance agreements, and the sticky 'Total' footer.
import { useState } from 'react';
import { Collapse, IconButton, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { capitalizeWords, type Agreement, type OrderDetail } from '@portal/contracts';
import { formatCurrency, formatDate } from '../../../../lib/format.ts';
import { footerTotal, subtotalLines } from '../order-amounts.ts';
import { TotalLines, type AmountLine } from './TotalLines.tsx';

export const agreementText = (a: Agreement) =>
  `${capitalizeWords(a.agreementType)} (${Number(a.agreedOnPercentage)}%, ${formatDate(`${a.startPeriodDate}T00:00:00`)} – ${
    a.endPeriodDate ? formatDate(`${a.endPeriodDate}T00:00:00`) : 'open'
  })`;

function AllowanceAgreements({ agreements, open }: { agreements: Agreement[]; open: boolean }) {
  return (
    <Collapse in={open} unmountOnExit>
      <List dense disablePadding aria-label="Allowance agreements">
        {agreements.map((a, index) => (
          <ListItem
            key={`${a.agreementType}-${index}`}
            disableGutters
            secondaryAction={<Typography variant="body2">{formatCurrency(a.allowanceAmount)}</Typography>}
          >
            <ListItemText primary={agreementText(a)} slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }} />
          </ListItem>
        ))}
      </List>
    </Collapse>
  );
}

export function SubtotalBlock({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  const lines = subtotalLines(order).map((line): AmountLine => ({
    label: line.label,
    value: line.value,
    ...(line.agreements && {
      action: line.agreements.length > 0 && (
        <IconButton
          size="small"
          aria-label={open ? 'Hide agreements' : 'Show agreements'}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
      ),
      details: <AllowanceAgreements agreements={line.agreements} open={open} />,
    }),
  }));
  return <TotalLines label="Subtotal" lines={lines} spacing={1} sx={{ width: '100%', maxWidth: 420, ml: 'auto' }} />;
}

export function TotalFooter({ order }: { order: OrderDetail }) {
  return (
    <Paper
      elevation={3}
      square
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        px: { xs: 2, md: 3 },
        py: 1.5,
        display: 'flex',
        justifyContent: 'flex-end',
        gap: 2,
      }}
    >
      <Typography variant="h6" component="p">
        Total
      </Typography>
      <Typography variant="h6" component="p" data-testid="order-total">
        {formatCurrency(footerTotal(order))}
      </Typography>
    </Paper>
  );
}
