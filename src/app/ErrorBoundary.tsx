import { Trans } from '@lingui/react/macro';
import { css } from '@linaria/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedChunks } from '../ui/retryable-lazy';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Runs when the guest presses "Try again", before the children render again. */
  onRetry?: () => void;
}

/**
 * Catches render errors anywhere below it and shows a translated, recoverable message instead of a
 * blank widget ("a malformed response shows a clear, recoverable error, never a blank widget").
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('<guest-ordering>: a screen failed to render', error, info.componentStack);
  }

  private readonly retry = (): void => {
    // A screen whose code failed to download (offline for a moment) downloads it again.
    retryFailedChunks();
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? <ErrorMessage onRetry={this.retry} /> : this.props.children;
  }
}

const panel = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: calc(var(--go-space) * 1.5);
  padding: calc(var(--go-space) * 3);
  color: var(--go-text);
`;

const retryButton = css`
  font: inherit;
  padding-block: calc(var(--go-space) * 1.25);
  padding-inline: calc(var(--go-space) * 2.5);
  border: none;
  border-radius: var(--go-radius);
  background: var(--go-accent);
  color: var(--go-accent-contrast);
  cursor: pointer;
`;

/** The recoverable error panel: what happened and one way forward. */
export function ErrorMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={panel} role="alert" part="error">
      <p>
        <Trans>Something went wrong while loading this page. Check your connection and try again.</Trans>
      </p>
      <button type="button" className={retryButton} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
