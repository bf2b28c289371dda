import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SharedVersionSkew } from './shared-version-skew';

interface Props {
  area: string;
  onRetry: () => void;
  /** Told once per caught error (the area's team gets a report). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that is down, has a broken manifest or throws, or needs another major of a
 * shared singleton; only its area shows it.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.area}]`, error, info.componentStack);
    this.props.onError?.(error);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof SharedVersionSkew) {
      // Retrying cannot help: the remote's team has to rebuild it for this app's versions.
      return (
        <section className="ui-panel remote-unavailable" role="alert">
          <h2>{this.props.area} needs an update</h2>
          <p>
            It was built for {error.pkg} {error.required}; this app provides {error.pkg}{' '}
            {error.provided}. The rest of the site still works.
          </p>
        </section>
      );
    }
    return (
      <section className="ui-panel remote-unavailable" role="alert">
        <h2>{this.props.area} is unavailable</h2>
        <p>This part of the site could not be loaded. The rest of the site still works.</p>
        <button type="button" onClick={this.retry}>
          Retry
        </button>
      </section>
    );
  }
}
