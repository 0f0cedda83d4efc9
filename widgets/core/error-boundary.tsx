import { Component, type ErrorInfo, type ReactNode } from 'react';
import { log } from './log';
import { ErrorMessage } from './parts/feedback';
import { TEXTS } from './texts/common';

/** A widget that throws while rendering shows the generic error instead of vanishing. */
export class WidgetErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    log.error('widget crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorMessage>{TEXTS.errors.generic}</ErrorMessage> : this.props.children;
  }
}
