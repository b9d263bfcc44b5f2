import { Component, Suspense, type ReactNode } from 'react';

interface LoadingBoundaryProps {
  /** Shown while the children's code or data is on its way. */
  loading: ReactNode;
  /** Shown instead if it never arrives (a chunk that failed to download). */
  failed: ReactNode;
  children: ReactNode;
}

/** The frame of a lazily loaded part: a loading state while it comes, a way on if it cannot. */
export function LoadingBoundary({ loading, failed, children }: LoadingBoundaryProps) {
  return (
    <FailureBoundary failed={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </FailureBoundary>
  );
}

// React catches render errors (a rejected lazy load included) only in a class component.
class FailureBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.failed : this.props.children;
  }
}
