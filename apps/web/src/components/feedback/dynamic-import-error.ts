// Recognises a failed dynamic import (a lazy route chunk that no longer exists) across browsers and Vite.
const PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading chunk [\w-]+ failed/i,
];

export function isDynamicImportError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || PATTERNS.some((p) => p.test(error.message));
}
