// 'Change or undo': the order's self-service exceptions in a menu; a disabled item says why under its name.
import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { OrderException, OrderExceptionItem } from '../order-exceptions.ts';

export interface OrderExceptionsMenuProps {
  items: OrderExceptionItem[];
  onChoose: (exception: OrderException) => void;
}

export function OrderExceptionsMenu({ items, onChoose }: OrderExceptionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (items.length === 0) return null;
  const choose = (exception: OrderException) => {
    setAnchor(null);
    onChoose(exception);
  };
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Change or undo
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 360 } } }}>
        {items.map((item) => (
          <MenuItem key={item.exception} disabled={!!item.disabledReason} onClick={() => choose(item.exception)}>
            <ListItemText
              primary={item.label}
              secondary={item.disabledReason}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
