// Whether the sidebar is collapsed to 68px, persisted between visits.
import { createStoredPreference } from '../../lib/stored-preference.ts';

export const sidebarCollapsed = createStoredPreference<'true' | 'false'>('sidebar-collapsed', 'false', ['true', 'false']);
