// The Payments area's frame: its screens exist only while the `payments` flag is on (the API answers 404 then too).
import { Outlet } from 'react-router';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';

export function PaymentsLayout() {
  const { isEnabled, isPending } = useFeatureFlags();
  if (isPending) return <PageProgress />;
  return isEnabled('Payments') ? <Outlet /> : <NotFoundPage backTo="/" />;
}

export const Component = PaymentsLayout;
