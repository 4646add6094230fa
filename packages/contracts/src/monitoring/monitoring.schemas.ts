// Real-user monitoring and browser logs (spec 2, constants): the browser's configuration, served by the API at serve
// time so one build runs in every environment. Absent (`enabled: false`) means nothing is loaded or sent.
import { z } from '../zod.ts';

/** The spec's settings: session sample 100%, replay sample 10%, environment "production", version 1.39.0. */
export const MONITORING_DEFAULTS = {
  sessionSampleRate: 100,
  sessionReplaySampleRate: 10,
  env: 'production',
  version: '1.39.0',
  service: 'supplier-portal-web',
  site: 'datadoghq.com',
} as const;

/** Resource events with these HTTP statuses are dropped (spec: 400 to 403). */
export const MONITORING_DROPPED_STATUSES = [400, 401, 402, 403] as const;

// a plain union (no discriminatedUnion, no url()): the smallest zod surface, zod sits in the shell's first download
export const monitoringConfig = z.union([
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    applicationId: z.string().min(1),
    clientToken: z.string().min(1),
    site: z.string().min(1),
    /** Intake proxy URL (the SDKs' `proxy` option); when set the events go there instead of the site. */
    proxy: z.string().min(1).optional(),
    service: z.string().min(1),
    env: z.string().min(1),
    version: z.string().min(1),
    sessionSampleRate: z.number().min(0).max(100),
    sessionReplaySampleRate: z.number().min(0).max(100),
  }),
]);
export type MonitoringConfig = z.infer<typeof monitoringConfig>;
export type EnabledMonitoringConfig = Extract<MonitoringConfig, { enabled: true }>;
