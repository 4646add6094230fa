// Light or dark palette, persisted and synced across tabs (spec 2, shell).
import { createStoredPreference } from './stored-preference.ts';

export type PaletteMode = 'light' | 'dark';
export const paletteMode = createStoredPreference<PaletteMode>('palette-mode', 'light', ['light', 'dark']);
export const usePaletteMode = paletteMode.usePreference;
