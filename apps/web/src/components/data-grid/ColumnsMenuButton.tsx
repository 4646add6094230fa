// Community has no columns side panel: a "Columns" menu with a checkbox per column instead (closed by default).
import { useEffect, useReducer, useState } from 'react';
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { GridApi } from 'ag-grid-community';

export function ColumnsMenuButton({ api }: { api: GridApi | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!api) return;
    api.addEventListener('columnVisible', rerender);
    return () => {
      if (!api.isDestroyed()) api.removeEventListener('columnVisible', rerender);
    };
  }, [api]);

  const columns = (api?.getColumns() ?? []).filter((column) => column.getColDef().headerName);
  const visibleCount = columns.filter((c) => c.isVisible()).length;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={!api}
        aria-haspopup="menu"
      >
        Columns
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const visible = column.isVisible();
          return (
            <MenuItem
              key={column.getColId()}
              dense
              // keep at least one column on screen
              disabled={visible && visibleCount === 1}
              onClick={() => api?.setColumnsVisible([column], !visible)}
            >
              <ListItemIcon>
                <Checkbox size="small" edge="start" checked={visible} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{column.getColDef().headerName}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
