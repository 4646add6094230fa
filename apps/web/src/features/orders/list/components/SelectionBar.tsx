// Floating bar over the orders list: "Orders selected (n)" and the bulk actions, each gated with its reason.
import type { ReactNode } from 'react';
import { Button, Paper, Stack, Tooltip, Typography } from '@mui/material';

export interface SelectionAction {
  label: string;
  onClick: () => void;
  /** Why the action is disabled (shown as its tooltip); null when enabled. */
  blockedReason: string | null;
  icon?: ReactNode;
}

export function SelectionBar({ count, actions, onClear }: { count: number; actions: SelectionAction[]; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label="Selected orders"
      sx={{
        position: 'fixed',
        bottom: (theme) => theme.spacing(3),
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.appBar,
        px: 2,
        py: 1,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2" sx={{ mr: 1 }}>
          Orders selected ({count})
        </Typography>
        {actions.map((action) => (
          <Tooltip key={action.label} title={action.blockedReason ?? ''}>
            {/* a disabled button fires no events; the span carries the tooltip */}
            <span>
              <Button size="small" variant="outlined" startIcon={action.icon} disabled={!!action.blockedReason} onClick={action.onClick}>
                {action.label}
              </Button>
            </span>
          </Tooltip>
        ))}
        <Button size="small" onClick={onClear}>
          Clear Selection
        </Button>
      </Stack>
    </Paper>
  );
}
