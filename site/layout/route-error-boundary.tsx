/**
 * The site's fallback when a page throws outside a widget (widgets have their
 * own): the header and the footer stay, the page's place shows the router's
 * generic heading of SPEC.md section 8 with the error's message, in French
 * words, and a way home. The error is logged to the console. Going to another
 * page clears it.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'wouter';
import buttons from '../components/button.module.css';
import section from '../components/section.module.css';
import styles from './route-error-boundary.module.css';

interface Props {
  /** The current path: when it changes, the next page gets its chance. */
  path: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[site] Unexpected Application Error! ${message}`, error, info.componentStack ?? '');
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.path !== this.props.path && this.state.error) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className={`${section.section} ${styles.fallback}`} role="alert">
        <div className={section.inner}>
          <h1 className={section.title} lang="en">
            Unexpected Application Error!
          </h1>
          <p>Cette page a rencontré un problème.</p>
          <p className={styles.message}>
            <code>{error.message}</code>
          </p>
          <p>Revenez à l’accueil ou réessayez dans quelques instants.</p>
          <div className={buttons.actions}>
            <Link href="/" className={`${buttons.button} ${buttons.gold}`} onClick={() => this.setState({ error: null })}>
              Retour à l’accueil
            </Link>
          </div>
        </div>
      </section>
    );
  }
}
