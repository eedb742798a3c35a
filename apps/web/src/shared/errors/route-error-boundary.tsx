import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { reportBoundaryErrorLater } from '../telemetry/telemetry-loader.ts';
import { RouteError } from './route-error.tsx';

interface BoundaryProps {
  /** The location: an error shown for one page is cleared when the visitor goes to another. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    // The data router dropped a route error on the next navigation; so does this boundary.
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    // Decision 097: a render crash is reported (the ignore rules and the per-page limit apply).
    reportBoundaryErrorLater(error);
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Where a route table had `errorElement`: a render crash or a page chunk that failed to load shows RouteError. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary resetKey={`${pathname}${search}`}>{children}</Boundary>;
}
