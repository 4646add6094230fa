// The signed-in shell's live updates: the tab's one event stream (lib/live-events.ts) and each area's subscription to
// the events it cares about, mounted here so an area's queries follow while its page is closed. Each area's hook imports
// only its key factory, never its screens: these files load with the shell.
import { useCasesEvents } from '../../features/cases/use-cases-events.ts';
import { useDashboardEvents } from '../../features/dashboard/use-dashboard-events.ts';
import { useOrderEvents } from '../../features/orders/api/use-order-events.ts';
import { usePerformanceEvents } from '../../features/performance/use-performance-events.ts';
import { useFeatureFlagsEvents } from '../../lib/feature-flags.ts';
import { useLiveStream } from '../../lib/live-events.ts';

export function useLiveUpdates(signedIn: boolean): void {
  useFeatureFlagsEvents();
  useOrderEvents();
  useDashboardEvents();
  usePerformanceEvents();
  useCasesEvents();
  useLiveStream(signedIn);
}
