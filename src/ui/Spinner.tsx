import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

const spin = css`
  display: inline-block;
  border-radius: 50%;
  border: 2px solid color-mix(in srgb, currentColor 25%, transparent);
  border-block-start-color: currentColor;
  animation: go-spin 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

// Keyframes are global inside the shadow root; the prefixed name avoids clashes.
export const spinKeyframes = css`
  :global() {
    @keyframes go-spin {
      to {
        transform: rotate(360deg);
      }
    }
  }
`;

/** A decorative spinner (hidden from assistive tech; pair it with text or {@link Loading}). */
export function Spinner({ size = 24 }: { size?: number }) {
  return <span aria-hidden="true" className={spin} style={{ inlineSize: size, blockSize: size }} />;
}

const loadingStyles = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 24px;
  color: var(--go-muted);
`;

/** A polite live "Loading…" status with a spinner, for screens waiting on data. */
export function Loading({ label }: { label?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" className={loadingStyles}>
      <Spinner />
      <span>{label ?? t`Loading…`}</span>
    </div>
  );
}

const pendingStyles = css`
  position: relative;
`;
const pendingNote = css`
  display: flex;
  align-items: center;
  gap: 8px;
  color: var(--go-muted);
  font-size: 0.9375em;
`;

/**
 * Wraps content that is being recalculated (totals start pending with a loader), marked busy
 * meanwhile. It is not a live region: reading the whole content again on every change says too much;
 * say what changed through the announcer (`useAnnounce`) instead.
 */
export function PendingRegion({ pending, children, label }: { pending: boolean; children?: ReactNode; label?: string }) {
  const { t } = useLingui();
  return (
    <div className={pendingStyles} aria-busy={pending}>
      {pending ? (
        <p className={pendingNote} role="status">
          <Spinner size={16} />
          {label ?? t`Calculating totals…`}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
