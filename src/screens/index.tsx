import { useStore } from '@nanostores/react';
import { memo, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePopupTurn } from '../ui/popup-queue';
import { retryableLazy } from '../ui/retryable-lazy';
import { useApp } from './app-context';
import { homeRoute } from '../domain/home-route';
import { isKiosk, kioskWithoutDevice } from '../domain/kiosk/mode';
import { parseNotFoundReason, type NotFoundReason } from '../domain/not-found-reason';
import { loadAllMessages, loadHomeMessages, loadMenuMessages, prefetchAllMessages } from '../i18n/element-i18n';
import { whenIdle } from '../stores/first-screen/when-idle';
import { Loading } from '../ui/Spinner';
import { parseItemRoute } from './menu/item-route';
import { NotFoundScreen } from './not-found/NotFoundScreen';
import { LaterFrame } from './frame/LaterFrame';
import { FrameHeader } from './frame/FrameHeader';
import { OfflineOverlay } from './frame/OfflineOverlay';
import { NOTICE_POPUP } from './shared/notice-popup';
import { useFirstScreenShown } from './shared/use-first-screen-shown';
import { useSessionEndingAnnouncement } from './shared/use-session-ending-announcement';

// Every screen but not-found is its own chunk, so a deep link to the menu never downloads the home
// screen; the script-tag loader starts the chunk of the address's first screen with the widget code.
const HomeScreen = retryableLazy(() => import('./home/HomeScreen').then((module) => ({ default: module.HomeScreen })));
const loadMenuScreen = () => import('./menu/MenuScreen');
const MenuScreen = retryableLazy(() => loadMenuScreen().then((module) => ({ default: module.MenuScreen })));
const OrderScreen = retryableLazy(() => import('./order/OrderScreen').then((module) => ({ default: module.OrderScreen })));
const CheckoutScreen = retryableLazy(() => import('./checkout/CheckoutScreen').then((module) => ({ default: module.CheckoutScreen })));
const ConfirmScreen = retryableLazy(() => import('./confirm/ConfirmScreen').then((module) => ({ default: module.ConfirmScreen })));
const OrderStatusScreen = retryableLazy(() => import('./order-status/OrderStatusScreen').then((module) => ({ default: module.OrderStatusScreen })));
// LOCATIONS: location list, location info and the options page, each its own chunk.
const LocationsScreen = retryableLazy(() => import('./locations/LocationsScreen').then((module) => ({ default: module.LocationsScreen })));
const LocationInfoScreen = retryableLazy(() => import('./location-info/LocationInfoScreen').then((module) => ({ default: module.LocationInfoScreen })));
const OptionsScreen = retryableLazy(() => import('./options/OptionsScreen').then((module) => ({ default: module.OptionsScreen })));
const OrderTimeoutScreen = retryableLazy(() => import('./order-timeout/OrderTimeoutScreen').then((module) => ({ default: module.OrderTimeoutScreen })));
// The member overlays are a lazy chunk of their own: only a registration or a member screen needs them.
const RegistrationModal = retryableLazy(() => import('./member/RegistrationModal').then((module) => ({ default: module.RegistrationModal })));
const ProfileMenu = retryableLazy(() => import('./member/ProfileMenu').then((module) => ({ default: module.ProfileMenu })));
const HistoryScreen = retryableLazy(() => import('./member/HistoryScreen').then((module) => ({ default: module.HistoryScreen })));
const PastOrderScreen = retryableLazy(() => import('./member/HistoryScreen').then((module) => ({ default: module.PastOrderScreen })));
// Kiosk screens: only a kiosk (the `kiosk` attribute, or a device id in the address) downloads them.
const KioskIdle = retryableLazy(() => import('./kiosk/KioskIdle').then((module) => ({ default: module.KioskIdle })));
const KioskNoDevice = retryableLazy(() => import('./kiosk/KioskIdle').then((module) => ({ default: module.KioskNoDevice })));
const KioskCancelledTransaction = retryableLazy(() => import('./kiosk/KioskPayment').then((module) => ({ default: module.KioskCancelledTransaction })));
const KioskClearQuestion = retryableLazy(() => import('./kiosk/KioskPayment').then((module) => ({ default: module.KioskClearQuestion })));
const ProfileScreen = retryableLazy(() => import('./member/ProfileScreen').then((module) => ({ default: module.ProfileScreen })));
const PaymentMethodsScreen = retryableLazy(() => import('./member/PaymentMethodsScreen').then((module) => ({ default: module.PaymentMethodsScreen })));
const NoticeModal = retryableLazy(() => import('./shared/NoticeModal').then((module) => ({ default: module.NoticeModal })));

interface Gate {
  ready: boolean;
  promise: Promise<unknown>;
}
/** What a gate waits for: the home screen's messages, the menu side of the stores (the menu screen) or all of them. */
type GateKind = 'home' | 'menu' | 'all';
const gates = new WeakMap<object, Map<GateKind, Gate>>();

/**
 * Renders its children once what their screen needs has loaded: `home`, the home screen's en_US
 * messages (they ride in the home chunk, which its screen comes in too); `menu`, the menu side of the
 * stores and the menu route's en_US messages, so a first menu waits for neither the checkout side nor
 * the whole catalog; `all`, every store past home and the whole en_US catalog (the first screen
 * bundles only its own messages). Usually both
 * were prefetched on the home screen, and it renders at once. State, not `use()`: the wait must not
 * leave a suspended render behind when it resolves outside React.
 */
function OrderingStoresGate({ kind, children }: { kind: GateKind; children: ReactNode }) {
  const { stores, deps } = useApp();
  let perStores = gates.get(stores);
  if (!perStores) {
    perStores = new Map();
    gates.set(stores, perStores);
  }
  let gate = perStores.get(kind);
  if (!gate) {
    const created: Gate = { ready: false, promise: Promise.resolve() };
    const loaded =
      kind === 'home'
        ? [loadHomeMessages(deps.i18n)]
        : kind === 'menu'
          ? [stores.menuSide(), loadMenuMessages(deps.i18n)]
          : [stores.ordering(), loadAllMessages(deps.i18n)];
    created.promise = Promise.all(loaded).then(() => {
      created.ready = true;
    });
    const owner = perStores;
    created.promise.catch(() => owner.delete(kind));
    perStores.set(kind, created);
    gate = created;
  }
  const [, rerender] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const pending = gate.ready ? null : gate.promise;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    pending.then(
      () => live && rerender((n) => n + 1),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [pending]);
  // A failed chunk download goes to the error boundary, like a failed lazy screen.
  if (failure) throw failure;
  return gate.ready ? children : <Loading />;
}

/**
 * True once every store past home (the checkout side included) has loaded; no spinner meanwhile. The
 * download starts once the first screen is shown, so on the home screen it never delays that screen.
 */
function useAllStoresLoaded(): boolean {
  const { stores } = useApp();
  const shown = useStore(stores.$firstScreenShown);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!shown) return undefined;
    let live = true;
    stores.ordering().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [stores, shown]);
  return ready;
}

/**
 * The member overlays (the registration) over the home screen of a business with members and over the
 * screens past home: mounted with the first opening and kept for its close.
 */
const MemberOverlays = memo(function MemberOverlays() {
  // The menu renders with the menu side alone: the member gate comes with the checkout side.
  return useAllStoresLoaded() ? <MemberOverlaysLoaded /> : null;
});

function MemberOverlaysLoaded() {
  const { stores } = useApp();
  const registration = useStore(stores.memberGate.$registration);
  const [used, setUsed] = useState(false);
  if (registration.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <RegistrationModal />
    </Suspense>
  ) : null;
}

/**
 * The profile button of the header, on the home screen and the screens past it of a business with
 * members, so a guest can sign in before choosing a menu: it waits, without a spinner, for the ordering
 * stores (loaded after the first screen on home), then for its own chunk.
 */
function ProfileSlot() {
  return useAllStoresLoaded() ? (
    <Suspense fallback={null}>
      <ProfileMenu />
    </Suspense>
  ) : null;
}

/** A route resolved to what to render. */
export type ScreenMatch =
  | { screen: 'home' }
  /** `/menu`, or the item detail over it: `/menu/{id}`, edit `/menu/{id}/{editId}`, `/menu/{id}/allergens`. */
  | { screen: 'menu'; itemId: number | null; editId?: string; allergens?: true }
  | { screen: 'order' }
  | { screen: 'checkout' }
  | { screen: 'confirm' }
  /** A placed order's own page: where it is, followed live (`/order/{id}`). */
  | { screen: 'order-status'; orderId: string }
  | { screen: 'not-found'; reason: NotFoundReason; loadFailed?: boolean }
  | { screen: 'locations' }
  | { screen: 'location-info'; locationId: number }
  | { screen: 'options' }
  | { screen: 'order-timeout' }
  /** The member's order history, and one past order of it. */
  | { screen: 'history' }
  | { screen: 'past-order'; orderId: string }
  /** A kiosk's pages: the cancelled transaction, and the start-over and cancel-order questions over the menu. */
  | { screen: 'kiosk-cancel-transaction' }
  | { screen: 'kiosk-clear'; kind: 'start-over' | 'cancel-order' }
  /** The member's edit profile and saved cards. */
  | { screen: 'profile' }
  | { screen: 'payment-methods' }
  | { screen: 'redirect'; to: string };

/** Maps a widget path to its screen; unknown paths are not found. */
export function matchScreen(path: string, query: Record<string, string> = {}): ScreenMatch {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/' || clean === '' || clean === '/index' || clean === '/index.html') return { screen: 'home' };
  if (clean === '/order') return { screen: 'redirect', to: '/menu/order' };
  if (clean === '/menu') return { screen: 'menu', itemId: null };
  if (clean === '/menu/order') return { screen: 'order' };
  if (clean === '/menu/checkout' || clean.startsWith('/menu/checkout/')) return { screen: 'checkout' };
  if (clean === '/menu/confirm') return { screen: 'confirm' };
  const followed = /^\/order\/([^/]+)$/.exec(clean);
  if (followed?.[1]) {
    try {
      return { screen: 'order-status', orderId: decodeURIComponent(followed[1]) };
    } catch {
      return { screen: 'not-found', reason: parseNotFoundReason(undefined) };
    }
  }
  if (clean === '/menu/cancelTransaction') return { screen: 'kiosk-cancel-transaction' };
  if (clean === '/menu/startOver') return { screen: 'kiosk-clear', kind: 'start-over' };
  if (clean === '/menu/cancelOrder') return { screen: 'kiosk-clear', kind: 'cancel-order' };
  // Item detail, item edit and the allergens modal (the item screen reads the rest itself).
  const item = parseItemRoute(clean);
  if (item) {
    return {
      screen: 'menu',
      itemId: item.itemId,
      ...(item.editId !== null ? { editId: item.editId } : {}),
      ...(item.allergens ? { allergens: true as const } : {}),
    };
  }
  // LOCATIONS: /location and /location/{id}/info ({id} numeric); /options is the mobile options page.
  if (clean === '/location') return { screen: 'locations' };
  const info = /^\/location\/(\d+)\/info$/.exec(clean);
  if (info?.[1]) return { screen: 'location-info', locationId: Number(info[1]) };
  if (clean === '/options') return { screen: 'options' };
  if (clean === '/order-timeout') return { screen: 'order-timeout' };
  if (clean === '/history') return { screen: 'history' };
  if (clean === '/profile') return { screen: 'profile' };
  if (clean === '/payment-methods') return { screen: 'payment-methods' };
  const past = /^\/history\/([^/]+)$/.exec(clean);
  if (past?.[1]) {
    try {
      return { screen: 'past-order', orderId: decodeURIComponent(past[1]) };
    } catch {
      // A malformed escape is no order of the member's.
      return { screen: 'not-found', reason: parseNotFoundReason(undefined) };
    }
  }
  if (clean === '/not-found')
    return { screen: 'not-found', reason: parseNotFoundReason(query.reason), ...(query.failed === 'load' ? { loadFailed: true } : {}) };
  return { screen: 'not-found', reason: parseNotFoundReason(undefined) };
}

function Redirect({ to, query }: { to: string; query?: Record<string, string> }) {
  const { deps } = useApp();
  const search = query ? new URLSearchParams(query).toString() : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` stands for `query`: a new query object with the same values each render must not navigate again
  useEffect(() => deps.router.navigate(to, { replace: true, ...(query ? { query } : {}) }), [deps, to, search]);
  return null;
}

/** Renders the screen for the element's current route (`deps.router.$route`). */
export function ScreenOutlet() {
  const { deps, stores } = useApp();
  useSessionEndingAnnouncement();
  const route = useStore(deps.router.$route);
  const notice = useStore(stores.notice.$notice);
  const configuration = useStore(stores.business.$configuration);
  // The notice dialog is a lazy chunk: mount it with the first notice and keep it for its close.
  const [noticeUsed, setNoticeUsed] = useState(false);
  if (notice && !noticeUsed) setNoticeUsed(true);
  // Its place in the popup queue is taken now, when it is raised, not when its code arrives.
  usePopupTurn(NOTICE_POPUP, notice !== null);
  // Once a location is picked (by the guest or restored), warm the menu screen's chunk and its
  // messages so "Start order" does not wait for a download (the stores' chunk loads with the experience).
  // A deep link naming the restaurant warms them at once, alongside the start-up calls.
  useEffect(() => {
    const warm = () => {
      void loadMenuScreen().catch(() => undefined);
      void loadMenuMessages(deps.i18n).catch(() => undefined);
    };
    if (deps.startup.restaurant !== null) warm();
    return stores.selection.$locationId.subscribe((locationId) => {
      if (locationId !== null) warm();
    });
  }, [stores, deps]);
  // The whole catalog downloads once the first screen is shown and the page is idle, merged only
  // when a screen past the menu needs it.
  useEffect(() => {
    let cancelIdle: () => void = () => undefined;
    const unlisten = stores.$firstScreenShown.subscribe((shown) => {
      if (shown) cancelIdle = whenIdle(prefetchAllMessages);
    });
    return () => {
      unlisten();
      cancelIdle();
    };
  }, [stores]);
  const match = matchScreen(route.path, route.query);
  // The kiosk's own pages are not found anywhere else.
  const notKiosk = <NotFoundScreen reason={parseNotFoundReason(undefined)} loadFailed={false} />;
  const noDevice = kioskWithoutDevice(deps.config, deps.startup);
  // The home and menu screens say when their content is shown; any other screen counts at once.
  useFirstScreenShown(noDevice || (match.screen !== 'home' && match.screen !== 'menu' && match.screen !== 'redirect'));
  const kiosk = isKiosk(deps.config, deps.startup);
  const gated = match.screen !== 'home' && match.screen !== 'not-found' && match.screen !== 'redirect';
  // The same element while it stays, so the memoized header is not rendered again by a new route.
  const showProfile = (gated || match.screen === 'home') && (configuration?.supportMembers ?? false);
  const profileSlot = useMemo(() => (showProfile ? <ProfileSlot /> : null), [showProfile]);
  if (noDevice) {
    return (
      <Suspense fallback={<Loading />}>
        <KioskNoDevice />
      </Suspense>
    );
  }
  let screen: ReactNode;
  switch (match.screen) {
    case 'home': {
      // A business may block the home page; the location list stands in for it.
      const target = homeRoute({
        blockHomePage: configuration?.blockHomePage ?? false,
        hotel: deps.startup.hotel,
        locationGroupId: deps.startup.locationGroupId,
      });
      screen =
        target.path === '/' ? (
          <>
            <OrderingStoresGate kind="home">
              <HomeScreen />
            </OrderingStoresGate>
            {/* The header's sign-in opens the registration over home too. */}
            {showProfile ? <MemberOverlays /> : null}
          </>
        ) : (
          <Redirect to={target.path} query={target.query} />
        );
      break;
    }
    case 'menu':
      screen = <MenuScreen itemId={match.itemId} />;
      break;
    case 'order':
      screen = <OrderScreen />;
      break;
    case 'checkout':
      screen = <CheckoutScreen />;
      break;
    case 'confirm':
      screen = <ConfirmScreen />;
      break;
    case 'order-status':
      screen = <OrderStatusScreen orderId={match.orderId} />;
      break;
    case 'redirect':
      screen = <Redirect to={match.to} />;
      break;
    // LOCATIONS: these wait for their own lazy store and the full catalog (not the ordering stores).
    case 'locations':
      screen = <LocationsScreen />;
      break;
    case 'location-info':
      screen = <LocationInfoScreen locationId={match.locationId} />;
      break;
    case 'options':
      screen = <OptionsScreen />;
      break;
    case 'order-timeout':
      screen = <OrderTimeoutScreen />;
      break;
    case 'history':
      screen = <HistoryScreen />;
      break;
    case 'past-order':
      screen = <PastOrderScreen orderId={match.orderId} />;
      break;
    // Only a kiosk has these pages; anywhere else they are not found.
    case 'kiosk-cancel-transaction':
      screen = kiosk ? <KioskCancelledTransaction /> : notKiosk;
      break;
    case 'kiosk-clear':
      screen = kiosk ? (
        <>
          <MenuScreen itemId={null} />
          <KioskClearQuestion kind={match.kind} />
        </>
      ) : (
        notKiosk
      );
      break;
    case 'profile':
      screen = <ProfileScreen />;
      break;
    case 'payment-methods':
      screen = <PaymentMethodsScreen />;
      break;
    default:
      screen = <NotFoundScreen reason={match.reason} loadFailed={match.loadFailed ?? false} />;
  }
  const ownGate = match.screen === 'locations' || match.screen === 'location-info' || match.screen === 'options' || match.screen === 'order-timeout';
  if (gated && !ownGate) {
    screen = (
      <OrderingStoresGate kind={match.screen === 'menu' ? 'menu' : 'all'}>
        {screen}
        <MemberOverlays />
      </OrderingStoresGate>
    );
  }
  return (
    <>
      <FrameHeader>{profileSlot}</FrameHeader>
      <Suspense fallback={<Loading />}>{screen}</Suspense>
      <LaterFrame />
      <OfflineOverlay />
      {kiosk ? (
        <Suspense fallback={null}>
          <KioskIdle />
        </Suspense>
      ) : null}
      {noticeUsed ? (
        <Suspense fallback={null}>
          <NoticeModal />
        </Suspense>
      ) : null}
    </>
  );
}
