import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useApp } from '../app-context';

/* At the header's inline end: after the language picker, or alone (the header spaces its children apart). */
const wrapStyles = css`
  position: relative;
  &:first-child {
    margin-inline-start: auto;
  }
`;
const profileButtonStyles = css`
  font: inherit;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid var(--go-border);
  border-radius: 50%;
  background: var(--go-surface);
  color: var(--go-text);
  cursor: pointer;
`;
const dropdownStyles = css`
  position: absolute;
  inset-block-start: calc(100% + 4px);
  inset-inline-end: 0;
  z-index: 20;
  min-inline-size: 220px;
  padding-block: 8px;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  background: var(--go-surface);
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
`;
const listStyles = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    inline-size: 100%;
    justify-content: flex-start;
  }
`;
const nameStyles = css`
  margin: 0;
  padding-block: 4px 8px;
  padding-inline: 16px;
  font-weight: 600;
`;
const confirmActionsStyles = css`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;
/* The side sheet: the dialog pinned to the inline end, as tall as the window. */
const sheetStyles = css`
  margin-block: 0;
  margin-inline: auto 0;
  block-size: 100dvh;
  max-block-size: 100dvh;
  border-radius: 0;
`;

/** The dropdown is for a widget at least 992 px wide on a landscape screen; narrower ones get a side sheet. */
export const WIDE_WIDGET_PX = 992;

/** Whether the widget holding `anchor` is wide (≥ 992 px) on a landscape screen, following resizes. */
function useWideWidget(anchor: { current: HTMLElement | null }): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    // The widget's own width (its host element), as the rest of the layout follows it, not the window's.
    const root = element.getRootNode();
    const host = root instanceof ShadowRoot ? (root.host as HTMLElement) : element.ownerDocument.documentElement;
    const landscape = typeof matchMedia === 'function' ? matchMedia('(orientation: landscape)') : null;
    const measure = () => setWide(host.getBoundingClientRect().width >= WIDE_WIDGET_PX && (landscape?.matches ?? true));
    measure();
    landscape?.addEventListener?.('change', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(host);
    return () => {
      observer?.disconnect();
      landscape?.removeEventListener?.('change', measure);
    };
  }, [anchor]);
  return wide;
}

/**
 * The profile button of the header and what it opens: for a member, the profile menu (Edit profile,
 * Payment methods, Order history when the business shows it, Log out), a dropdown in a wide widget and a side sheet otherwise; for a
 * guest or nobody, the registration. Log out asks for confirmation first.
 */
export function ProfileMenu() {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const gate = stores.memberGate;
  const open = useStore(gate.$profileMenu);
  const confirming = useStore(gate.$logoutConfirm);
  const user = useStore(stores.userSession.$user);
  const configuration = useStore(stores.business.$configuration);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wide = useWideWidget(wrapRef);
  const menuId = useId();
  const member = user !== null && !user.isGuest;

  // The dropdown closes on Escape (back to the button) and on a press outside it.
  useEffect(() => {
    if (!open || !wide) return;
    const root = wrapRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const onKey = (event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return;
      gate.closeProfile();
      buttonRef.current?.focus();
    };
    const onPointer = (event: Event) => {
      if (!wrapRef.current?.contains(event.composedPath()[0] as Node)) gate.closeProfile();
    };
    root?.addEventListener('keydown', onKey);
    root?.addEventListener('pointerdown', onPointer);
    return () => {
      root?.removeEventListener('keydown', onKey);
      root?.removeEventListener('pointerdown', onPointer);
    };
  }, [open, wide, gate]);

  const name = member ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
  const items: ReactNode = (
    <ul className={listStyles}>
      <li>
        <Button variant="ghost" onClick={() => deps.router.navigate('/profile')}>{t`Edit profile`}</Button>
      </li>
      <li>
        <Button variant="ghost" onClick={() => deps.router.navigate('/payment-methods')}>{t`Payment methods`}</Button>
      </li>
      {configuration?.showHistory ? (
        <li>
          <Button variant="ghost" onClick={() => deps.router.navigate('/history')}>{t`Order history`}</Button>
        </li>
      ) : null}
      <li>
        <Button variant="ghost" onClick={() => gate.requestLogout()}>{t`Log out`}</Button>
      </li>
    </ul>
  );
  return (
    <div ref={wrapRef} className={wrapStyles}>
      <button
        ref={buttonRef}
        type="button"
        className={profileButtonStyles}
        aria-label={member ? t`Profile of ${name}` : t`Sign in or register`}
        aria-expanded={member ? open : undefined}
        aria-controls={member && open && wide ? menuId : undefined}
        onClick={() => (open ? gate.closeProfile() : gate.openProfile())}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
        </svg>
      </button>
      {open && wide ? (
        <nav id={menuId} className={dropdownStyles} aria-label={t`Profile menu`}>
          {name ? <p className={nameStyles}>{name}</p> : null}
          {items}
        </nav>
      ) : null}
      {!wide ? (
        <Modal open={open} onClose={() => gate.closeProfile()} title={name || t`Profile menu`} className={sheetStyles} size={{ inline: 320 }}>
          <nav aria-label={t`Profile menu`}>{items}</nav>
        </Modal>
      ) : null}
      <Modal open={confirming} onClose={() => gate.cancelLogout()} title={t`Log out?`} size={{ inline: 360 }}>
        <p>{t`You will need your phone to sign in again.`}</p>
        <div className={confirmActionsStyles}>
          <Button variant="secondary" onClick={() => gate.cancelLogout()}>{t`Cancel`}</Button>
          <Button onClick={() => gate.confirmLogout()}>{t`Log out`}</Button>
        </div>
      </Modal>
    </div>
  );
}
