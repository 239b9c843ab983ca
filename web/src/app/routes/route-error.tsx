import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { ChunkLoadError } from '@/app/lazy-page';
import { AppErrorScreen } from '@/features/system/components/app-error-screen';
import { ChunkErrorScreen } from '@/features/system/components/chunk-error-screen';

/** A route's error screen: a chunk that did not load, or any other rendering failure. */
export function RouteError({ error }: { error: unknown }) {
  if (error instanceof ChunkLoadError) return <ChunkErrorScreen timedOut={error.timedOut} />;
  return <AppErrorScreen />;
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: null, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  // Another address is another try: the next page renders afresh.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Shows the route error screen in place of what it wraps when that fails to render, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}
