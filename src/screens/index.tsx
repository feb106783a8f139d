import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useApp } from '../app/AppContext';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { Loading } from '../ui/Spinner';
import { HomeScreen } from './home/HomeScreen';
import { NotFoundScreen } from './not-found/NotFoundScreen';

// Home is the first screen and stays in the entry chunk; the rest load when first visited.
const MenuScreen = lazy(() => import('./menu/MenuScreen').then((module) => ({ default: module.MenuScreen })));
const OrderScreen = lazy(() => import('./order/OrderScreen').then((module) => ({ default: module.OrderScreen })));
const CheckoutScreen = lazy(() => import('./checkout/CheckoutScreen').then((module) => ({ default: module.CheckoutScreen })));
const ConfirmScreen = lazy(() => import('./confirm/ConfirmScreen').then((module) => ({ default: module.ConfirmScreen })));

/** A route of spec 2.1 resolved to what to render. */
export type ScreenMatch =
  | { screen: 'home' }
  | { screen: 'menu'; itemId: number | null }
  | { screen: 'order' }
  | { screen: 'checkout' }
  | { screen: 'confirm' }
  | { screen: 'not-found'; reason: string | undefined }
  | { screen: 'redirect'; to: string };

/** Maps a widget path (spec 2.1) to its screen; unknown paths are not found. */
export function matchScreen(path: string, query: Record<string, string> = {}): ScreenMatch {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/' || clean === '' || clean === '/index' || clean === '/index.html') return { screen: 'home' };
  if (clean === '/order') return { screen: 'redirect', to: '/menu/order' };
  if (clean === '/menu') return { screen: 'menu', itemId: null };
  if (clean === '/menu/order') return { screen: 'order' };
  if (clean === '/menu/checkout' || clean.startsWith('/menu/checkout/')) return { screen: 'checkout' };
  if (clean === '/menu/confirm') return { screen: 'confirm' };
  const item = /^\/menu\/(\d+)(?:\/[^/]+)?$/.exec(clean);
  if (item?.[1]) return { screen: 'menu', itemId: Number(item[1]) };
  if (clean === '/not-found') return { screen: 'not-found', reason: query.reason };
  return { screen: 'not-found', reason: undefined };
}

/** Shows the store's pending notice (cart limit, menu failure) in a modal with OK. */
function NoticeModal() {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const notice = useStore(stores.notice.$notice);
  return (
    <Modal open={notice !== null} onClose={stores.notice.dismiss} title={notice?.kind === 'info' ? t`Please note` : t`Sorry`}>
      <p>{notice ? i18n._(notice.message) : null}</p>
      <Button block onClick={stores.notice.dismiss}>
        <Trans>OK</Trans>
      </Button>
    </Modal>
  );
}

function Redirect({ to }: { to: string }) {
  const { deps } = useApp();
  useEffect(() => deps.router.navigate(to, { replace: true }), [deps, to]);
  return null;
}

/** Renders the screen for the element's current route (`deps.router.$route`). */
export function ScreenOutlet() {
  const { deps } = useApp();
  const route = useStore(deps.router.$route);
  const match = matchScreen(route.path, route.query);
  let screen: ReactNode;
  switch (match.screen) {
    case 'home':
      screen = <HomeScreen />;
      break;
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
    case 'redirect':
      screen = <Redirect to={match.to} />;
      break;
    default:
      screen = <NotFoundScreen reason={match.reason} />;
  }
  return (
    <>
      <Suspense fallback={<Loading />}>{screen}</Suspense>
      <NoticeModal />
    </>
  );
}
