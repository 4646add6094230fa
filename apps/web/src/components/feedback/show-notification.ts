// What notify() hands the toast host (./toaster.tsx) once it is mounted: its own file, so that notifications.tsx and
// the host it loads lazily do not import each other.
import type { ReactNode } from 'react';
import type { OptionsWithExtraProps, VariantType } from 'notistack';

export type ShowNotification = (message: ReactNode, options: OptionsWithExtraProps<VariantType>) => void;
