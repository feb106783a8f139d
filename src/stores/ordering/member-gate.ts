import { atom, type ReadableAtom } from 'nanostores';
import type { OrderingDeps } from '../deps';
import type { BusinessStore } from '../first-screen/business';
import type { UserSessionStore } from './user-session';

/** What runs once the registration ends with a logged-in member. */
export type RegistrationCallback = 'checkout' | null;

/** The registration overlay: open or not, and what it runs when the member is logged in. */
export interface RegistrationOverlay {
  open: boolean;
  callback: RegistrationCallback;
}

/**
 * Who may check out, and the registration overlay. On a business that supports members, only a
 * logged-in member checks out: 'Proceed to checkout' (and a checkout reached any other way) opens
 * the registration with the checkout as its stored callback, run once the member is logged in.
 * The overlay closes on every path change, like every member overlay.
 */
export interface MemberGateStore {
  readonly $registration: ReadableAtom<RegistrationOverlay>;
  /** True when the business supports members and nobody is (or is being) logged in as a member. */
  mustRegister(): boolean;
  /** 'Proceed to checkout': the checkout, or the registration first where a member is needed. */
  proceedToCheckout(): void;
  /** Opens the registration; `callback` runs when it ends logged in. */
  openRegistration(callback: RegistrationCallback): void;
  /** Closes the registration without running its callback. */
  closeRegistration(): void;
  /** The registration ended with a logged-in member: closes it and runs its callback. */
  completeRegistration(): void;
  /**
   * The profile menu (Order history, Log out): open only for a logged-in member. It closes on every
   * path change and when the login is lost.
   */
  readonly $profileMenu: ReadableAtom<boolean>;
  /** The log-out confirmation: open between the menu's Log out and the member's answer. */
  readonly $logoutConfirm: ReadableAtom<boolean>;
  /** The profile button: a member gets the profile menu, a guest or nobody the registration. */
  openProfile(): void;
  closeProfile(): void;
  /** The menu's Log out: asks for confirmation first. */
  requestLogout(): void;
  /** The member confirmed: logs out (the host hears `logout` with reason 'member'). */
  confirmLogout(): void;
  cancelLogout(): void;
  dispose(): void;
}

const CLOSED: RegistrationOverlay = { open: false, callback: null };

/** Creates the member gate over the business's settings and the user session. */
export function createMemberGateStore(
  deps: OrderingDeps,
  business: Pick<BusinessStore, '$configuration'>,
  userSession: Pick<UserSessionStore, '$state'>,
): MemberGateStore {
  const $registration = atom<RegistrationOverlay>(CLOSED);
  const $profileMenu = atom(false);
  const $logoutConfirm = atom(false);
  // Only a member has a profile menu: losing the login (log out, a failed refresh) closes it.
  const unlistenState = userSession.$state.listen((state) => {
    if (state === 'member') return;
    $profileMenu.set(false);
    $logoutConfirm.set(false);
  });
  // A session still loading (tokens held, the user not fetched yet: a reload) is given the benefit of
  // the doubt; the user session logs out a user whose kind the business does not support.
  const mustRegister = () => {
    if (!(business.$configuration.get()?.supportMembers ?? false)) return false;
    const state = userSession.$state.get();
    return state === 'guest' || (state === 'signed-out' && deps.auth.$tokens.get() === null);
  };
  // Overlays close on every path change.
  let path = deps.router.$route.get().path;
  const unlistenRoute = deps.router.$route.listen((route) => {
    if (route.path === path) return;
    path = route.path;
    if ($registration.get().open) $registration.set(CLOSED);
    $profileMenu.set(false);
    $logoutConfirm.set(false);
  });
  const runCallback = (callback: RegistrationCallback) => {
    if (callback === 'checkout') deps.router.navigate('/menu/checkout');
  };
  return {
    $registration,
    mustRegister,
    proceedToCheckout() {
      if (mustRegister()) $registration.set({ open: true, callback: 'checkout' });
      else deps.router.navigate('/menu/checkout');
    },
    openRegistration(callback) {
      $registration.set({ open: true, callback });
    },
    closeRegistration() {
      $registration.set(CLOSED);
    },
    completeRegistration() {
      const { callback } = $registration.get();
      $registration.set(CLOSED);
      runCallback(callback);
    },
    $profileMenu,
    $logoutConfirm,
    openProfile() {
      if (userSession.$state.get() === 'member') $profileMenu.set(true);
      else $registration.set({ open: true, callback: null });
    },
    closeProfile() {
      $profileMenu.set(false);
    },
    requestLogout() {
      $profileMenu.set(false);
      $logoutConfirm.set(true);
    },
    confirmLogout() {
      $logoutConfirm.set(false);
      if (userSession.$state.get() === 'member') deps.auth.setTokens(null, 'member');
    },
    cancelLogout() {
      $logoutConfirm.set(false);
    },
    dispose() {
      unlistenState();
      unlistenRoute();
    },
  };
}
