import { t } from '../i18n/texts';
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
          <h2>{t('remote.needsUpdate', { area: this.props.area })}</h2>
          <p>
            {t('remote.skew', {
              pkg: error.pkg,
              required: error.required,
              provided: error.provided,
            })}
          </p>
        </section>
      );
    }
    return (
      <section className="ui-panel remote-unavailable" role="alert">
        <h2>{t('remote.unavailable', { area: this.props.area })}</h2>
        <p>{t('remote.notLoaded')}</p>
        <button type="button" onClick={this.retry}>
          {t('remote.retry')}
        </button>
      </section>
    );
  }
}
