// 'Change or undo': the order's self-service exceptions in a menu; a disabled item says why under its name.
import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { OrderException, OrderExceptionItem } from '../order-exceptions.ts';

export interface OrderExceptionsMenuProps {
  items: OrderExceptionItem[];
  onChoose: (exception: OrderException) => void;
}

/**
 * A disabled item stays readable: MUI fades it to 38 % (2.3:1 for its name, 1.7:1 for the reason under it on white),
 * but the reason is what the person must read. Its name and reason are in the secondary text colour (4.5:1 and more in
 * both palettes); it is still disabled (aria-disabled, no pointer) and set apart from the enabled items' primary colour.
 */
const READABLE_WHEN_DISABLED = { '&.Mui-disabled': { opacity: 1, color: 'text.secondary' } } as const;

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
          <MenuItem
            key={item.exception}
            disabled={!!item.disabledReason}
            onClick={() => choose(item.exception)}
            sx={READABLE_WHEN_DISABLED}
          >
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
