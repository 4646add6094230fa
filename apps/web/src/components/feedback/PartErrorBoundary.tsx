// Contains a failure to one part of a page so the rest of the screen keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@mui/material';

export const PART_ERROR_TEXT = 'Something went wrong with accessing this part of the page.';

interface State {
  failed: boolean;
}

export class PartErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <Alert severity="error">{PART_ERROR_TEXT}</Alert> : this.props.children;
  }
}
