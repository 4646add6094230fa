// Buttons in every variant and state, and the status chips and badges of the screens in the spec's colours.
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { FULFILLMENT_STATUSES, FULFILLMENT_STATUS_LABELS } from '@portal/contracts';
import { InReviewChip } from '../../../components/status/InReviewChip.tsx';
import { OrderStatusChip } from '../../../components/status/OrderStatusChip.tsx';
import { ShowcaseSection } from './ShowcaseSection.tsx';

const Row = ({ children }: { children: React.ReactNode }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
    {children}
  </Stack>
);

export function ButtonsSection() {
  return (
    <ShowcaseSection title="Buttons" description="Contained, outlined and text buttons; colours; disabled, loading and icon buttons.">
      <Row>
        <Button variant="contained">Contained</Button>
        <Button variant="outlined">Outlined</Button>
        <Button>Text</Button>
        <Button variant="contained" color="secondary">
          Secondary
        </Button>
        <Button variant="contained" color="error">
          Delete
        </Button>
        <Button variant="outlined" color="success">
          Confirm
        </Button>
      </Row>
      <Row>
        <Button variant="contained" disabled>
          Disabled
        </Button>
        <Button variant="outlined" disabled>
          Disabled outlined
        </Button>
        <Button variant="contained" loading>
          Saving
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />}>
          Download
        </Button>
        <Button size="small" variant="contained">
          Small
        </Button>
        <Tooltip title="Delete">
          <IconButton aria-label="Delete">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="At least one box must be provided">
          <span>
            <IconButton aria-label="Delete box" disabled>
              <DeleteIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Row>
    </ShowcaseSection>
  );
}

export function ChipsSection() {
  return (
    <ShowcaseSection title="Chips and status badges" description="The order status badges in the spec's colours, and the review chips.">
      <Typography variant="subtitle2" component="h3">
        Order status badges
      </Typography>
      <Row>
        {FULFILLMENT_STATUSES.map((status) => (
          <Stack key={status} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <OrderStatusChip status={status} />
            <Typography variant="caption" color="text.secondary">
              {FULFILLMENT_STATUS_LABELS[status]}
            </Typography>
          </Stack>
        ))}
      </Row>
      <Typography variant="subtitle2" component="h3">
        Review chips
      </Typography>
      <Row>
        <InReviewChip kind="priceChange" />
        <InReviewChip kind="invoice" />
      </Row>
      <Typography variant="subtitle2" component="h3">
        Chip variants
      </Typography>
      <Row>
        <Chip label="Default" />
        <Chip label="Primary" color="primary" />
        <Chip label="Outlined" variant="outlined" />
        <Chip label="Deletable" onDelete={() => undefined} />
        {/* marked disabled for assistive technology too: its faded text is exempt from contrast only then */}
        <Chip label="Disabled" disabled aria-disabled="true" />
      </Row>
    </ShowcaseSection>
  );
}
