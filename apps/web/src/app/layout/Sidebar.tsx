// The navigation list: one parent expanded at a time, the parent of the current path opens by itself.
import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router';
import { matchesPath, type NavItem } from './nav-items.tsx';

interface SidebarProps {
  items: readonly NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}

export function Sidebar({ items, collapsed, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const activeParent = items.find((i) => i.children?.length && matchesPath(i, pathname))?.path ?? null;
  // the user's choice holds until the path moves under another parent
  const [choice, setChoice] = useState<{ forPath: string | null; expanded: string | null }>({
    forPath: activeParent,
    expanded: activeParent,
  });
  const expanded = choice.forPath === activeParent ? choice.expanded : activeParent;

  return (
    <List component="ul" aria-label="Main navigation" sx={{ py: 1 }}>
      {items.map((item) => {
        const hasChildren = !!item.children?.length;
        const isOpen = hasChildren && expanded === item.path && !collapsed;
        const selected = matchesPath(item, pathname);
        const button =
          hasChildren && !collapsed ? (
            <ListItemButton
              selected={selected}
              aria-expanded={isOpen}
              onClick={() => setChoice({ forPath: activeParent, expanded: isOpen ? null : item.path })}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
              {isOpen ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
          ) : (
            <ListItemButton
              component={NavLink}
              to={item.path}
              end={item.path === '/'}
              selected={selected}
              aria-label={collapsed ? item.label : undefined}
              onClick={onNavigate}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              {!collapsed && <ListItemText primary={item.label} />}
            </ListItemButton>
          );
        return (
          <li key={item.path}>
            {collapsed ? (
              <Tooltip title={item.label} placement="right">
                {button}
              </Tooltip>
            ) : (
              button
            )}
            {hasChildren && (
              <Collapse in={isOpen} unmountOnExit>
                <List component="ul" disablePadding>
                  {item.children!.map((child) => (
                    <li key={child.path}>
                      <ListItemButton
                        component={NavLink}
                        to={child.path}
                        selected={matchesPath(child, pathname)}
                        sx={{ pl: 9 }}
                        onClick={onNavigate}
                      >
                        <ListItemText primary={child.label} />
                      </ListItemButton>
                    </li>
                  ))}
                </List>
              </Collapse>
            )}
          </li>
        );
      })}
    </List>
  );
}
