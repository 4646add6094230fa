// One contact of an edit dialog: an accordion whose header shows an error icon while any of its fields has a form or
// server error, and (for additional contacts) a delete button beside the header.
import { useId, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import DeleteIcon from '@mui/icons-material/Delete';

export interface ContactAccordionProps {
  title: string;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  hasErrors: boolean;
  onDelete?: () => void;
  children: ReactNode;
}

export function ContactAccordion({ title, expanded, onToggle, hasErrors, onDelete, children }: ContactAccordionProps) {
  const summaryId = useId();
  const regionId = useId();
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, value) => onToggle(value)}
      disableGutters
      variant="outlined"
      // the header row (summary and delete button) is the first child, so the region is labelled by the summary here
      slotProps={{ region: { id: regionId, 'aria-labelledby': summaryId } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <AccordionSummary id={summaryId} aria-controls={regionId} expandIcon={<ExpandMoreIcon />} sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            {hasErrors && <ErrorOutlineIcon color="error" fontSize="small" titleAccess={`${title} has errors`} />}
          </Stack>
        </AccordionSummary>
        {onDelete && (
          <Tooltip title={`Delete ${title}`}>
            <IconButton aria-label={`Delete ${title}`} onClick={onDelete} sx={{ mr: 1 }}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <AccordionDetails>
        <Stack spacing={2}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}
