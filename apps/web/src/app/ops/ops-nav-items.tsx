// The console's navigation: the overview and one item per queue (its key matches the server's queue counter).
import type { ReactNode } from 'react';
import { CASES_QUEUE_KEYS, OPS_ONBOARDING_QUEUE_KEYS, OPS_QUEUE_KEYS, PAYMENTS_QUEUE_KEYS } from '@portal/contracts';
import OverviewIcon from '@mui/icons-material/ViewQuilt';
import PriceIcon from '@mui/icons-material/PriceChange';
import CancelIcon from '@mui/icons-material/EventBusy';
import InvoiceIcon from '@mui/icons-material/RequestQuote';
import LtlIcon from '@mui/icons-material/LocalShippingOutlined';
import IntakeIcon from '@mui/icons-material/AddShoppingCart';
import CreditIcon from '@mui/icons-material/CreditScore';
import InviteIcon from '@mui/icons-material/ForwardToInbox';
import ApplicationIcon from '@mui/icons-material/AssignmentInd';
import SuppliersIcon from '@mui/icons-material/Store';
import TermsIcon from '@mui/icons-material/EventNote';
import RulesIcon from '@mui/icons-material/Rule';
import RunIcon from '@mui/icons-material/Payments';
import CalendarIcon from '@mui/icons-material/EventRepeat';
import DisputeIcon from '@mui/icons-material/Gavel';
import PerformanceIcon from '@mui/icons-material/Leaderboard';
import StandardsIcon from '@mui/icons-material/Tune';
import CasesIcon from '@mui/icons-material/SupportAgent';
import DomainIcon from '@mui/icons-material/DomainVerification';

export interface OpsNavItem {
  label: string;
  path: string;
  icon: ReactNode;
  /** The queue whose waiting count the overview shows for this item. */
  queueKey?: string;
  /** What the overview's count counts (default "waiting"). */
  queueWords?: string;
}

export const OPS_NAV_ITEMS: readonly OpsNavItem[] = [
  { label: 'Overview', path: '/ops', icon: <OverviewIcon /> },
  { label: 'Price changes', path: '/ops/price-changes', icon: <PriceIcon />, queueKey: OPS_QUEUE_KEYS.priceChanges },
  { label: 'Cancellations', path: '/ops/cancellations', icon: <CancelIcon />, queueKey: OPS_QUEUE_KEYS.cancellations },
  { label: 'Invoices', path: '/ops/invoices', icon: <InvoiceIcon />, queueKey: OPS_QUEUE_KEYS.invoices },
  { label: 'LTL shipments', path: '/ops/ltl-shipments', icon: <LtlIcon />, queueKey: OPS_QUEUE_KEYS.ltlShipments },
  { label: 'New order', path: '/ops/orders/new', icon: <IntakeIcon /> },
  { label: 'Credit requests', path: '/ops/credit-requests', icon: <CreditIcon /> },
  { label: 'Invitations', path: '/ops/invitations', icon: <InviteIcon /> },
  {
    label: 'Applications',
    path: '/ops/applications',
    icon: <ApplicationIcon />,
    queueKey: OPS_ONBOARDING_QUEUE_KEYS.applications,
  },
  { label: 'Suppliers', path: '/ops/suppliers', icon: <SuppliersIcon /> },
  { label: 'Payment terms', path: '/ops/payment-terms', icon: <TermsIcon /> },
  { label: 'Deduction rules', path: '/ops/deduction-rules', icon: <RulesIcon /> },
  { label: 'Payment calendar', path: '/ops/payment-calendar', icon: <CalendarIcon /> },
  { label: 'Payment runs', path: '/ops/payment-runs', icon: <RunIcon /> },
  { label: 'Disputes', path: '/ops/disputes', icon: <DisputeIcon />, queueKey: PAYMENTS_QUEUE_KEYS.disputes },
  // the cases the console must answer first: past their target or about to breach (the queue leads with them)
  {
    label: 'Cases',
    path: '/ops/cases',
    icon: <CasesIcon />,
    queueKey: CASES_QUEUE_KEYS.breaching,
    queueWords: 'past or near their target',
  },
  { label: 'Performance', path: '/ops/performance', icon: <PerformanceIcon /> },
  { label: 'Standards', path: '/ops/performance/standards', icon: <StandardsIcon /> },
  // single sign-on: the suppliers' e-mail domains waiting for proof (docs/decisions/auth.md, "Single sign-on")
  { label: 'Domain claims', path: '/ops/sso-domain-claims', icon: <DomainIcon /> },
];

/**
 * Is this the item of the current path (the overview only on /ops itself)? An item whose path lies under another's
 * (Standards under Performance) takes its pages from the outer one.
 */
export function isCurrentOpsItem(
  item: Pick<OpsNavItem, 'path'>,
  pathname: string,
  items: readonly Pick<OpsNavItem, 'path'>[] = OPS_NAV_ITEMS,
): boolean {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  if (item.path === '/ops') return pathname === '/ops' || pathname === '/ops/';
  if (!under(item.path)) return false;
  return !items.some((other) => other.path.startsWith(`${item.path}/`) && under(other.path));
}
