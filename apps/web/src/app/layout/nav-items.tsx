// The sidebar's items and the rules that decide which show (spec 2 "Shell and navigation", spec 6).
import type { ReactNode } from 'react';
import { ROLE_ADMIN, type FeatureFlag } from '@portal/contracts';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import ProductsIcon from '@mui/icons-material/Inventory2';
import OrdersIcon from '@mui/icons-material/ReceiptLong';
import DeliveriesIcon from '@mui/icons-material/LocalShipping';
import ConnectIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import AccountingIcon from '@mui/icons-material/AccountBalance';
import UsersIcon from '@mui/icons-material/Group';
import PaymentsIcon from '@mui/icons-material/Payments';
import PerformanceIcon from '@mui/icons-material/Speed';
import SupportIcon from '@mui/icons-material/SupportAgent';

export interface NavItem {
  label: string;
  path: string;
  icon?: ReactNode;
  /** never listed (the route still works) */
  hidden?: boolean;
  /** listed for Admin or holders of one of these roles */
  roles?: readonly string[];
  /** listed only while this flag is on */
  flag?: FeatureFlag;
  children?: readonly NavItem[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/', icon: <DashboardIcon /> },
  { label: 'Products', path: '/products', icon: <ProductsIcon />, hidden: true },
  { label: 'Orders', path: '/orders', icon: <OrdersIcon /> },
  { label: 'Deliveries', path: '/deliveries', icon: <DeliveriesIcon />, hidden: true },
  { label: 'Connect', path: '/connect', icon: <ConnectIcon />, hidden: true },
  { label: 'Insights', path: '/insights', icon: <InsightsIcon /> },
  {
    label: 'Accounting',
    path: '/accounting',
    icon: <AccountingIcon />,
    flag: 'CreditRequests',
    children: [
      { label: 'Credit requests', path: '/accounting/credit-requests' },
      { label: 'Credit memos', path: '/accounting/credit-memos' },
    ],
  },
  {
    label: 'Payments',
    path: '/payments',
    icon: <PaymentsIcon />,
    flag: 'Payments',
    roles: [ROLE_ADMIN],
    children: [
      { label: 'Overview', path: '/payments/overview' },
      { label: 'Invoices', path: '/payments/invoices' },
      { label: 'Remittances', path: '/payments/remittances' },
      { label: 'Deductions', path: '/payments/deductions' },
    ],
  },
  // every supplier user with the Performance flag on (docs/decisions/performance.md, "Screens")
  { label: 'Performance', path: '/performance', icon: <PerformanceIcon />, flag: 'Performance' },
  // every supplier user with the Support flag on (docs/decisions/cases.md)
  { label: 'Support', path: '/support', icon: <SupportIcon />, flag: 'Support' },
  { label: 'Users', path: '/users', icon: <UsersIcon />, hidden: true, roles: [ROLE_ADMIN] },
];

export interface NavContext {
  roles: readonly string[];
  isEnabled: (flag: FeatureFlag) => boolean;
}

export function visibleNavItems(items: readonly NavItem[], ctx: NavContext): NavItem[] {
  const isAdmin = ctx.roles.includes(ROLE_ADMIN);
  return items
    .filter((item) => !item.hidden)
    .filter((item) => !item.flag || ctx.isEnabled(item.flag))
    .filter((item) => !item.roles || isAdmin || item.roles.some((r) => ctx.roles.includes(r)))
    .map((item) => (item.children ? { ...item, children: visibleNavItems(item.children, ctx) } : item));
}

/** Does the current path belong to this item ("/" only matches itself)? */
export function matchesPath(item: Pick<NavItem, 'path'>, pathname: string): boolean {
  if (item.path === '/') return pathname === '/';
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
