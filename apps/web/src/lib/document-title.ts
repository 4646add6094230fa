// Sets the browser tab title of a screen (the spec names one per page, e.g. "Sign in").
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
