import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches a render error below it so the rest of the page survives (docs/conventions.md #14): at the app level,
 * around each route, and around widgets (chat, search) so a broken widget never blanks a guide.
 */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode; resetKey?: string },
  { failed: boolean; resetKey: string | undefined }
> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { failed: boolean; resetKey: string | undefined },
  ) {
    // A new route gets a fresh chance to render.
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error caught by boundary:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
