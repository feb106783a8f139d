import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { atom, computed } from 'nanostores';
import { memo, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { retryableLazy } from '../../ui/retryable-lazy';
import { loadMenuDetailMessages, prefetchMenuDetailMessages } from '../../i18n/element-i18n';
import { useApp } from '../app-context';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { useLargeScreen } from '../../ui/use-large-screen';
import { menuSubtitleParts } from '../../domain/menu';
import { usePlatformTexts } from '../shared/use-platform-texts';
import { PlaceNote } from '../shared/PlaceNote';
import { Screen } from '../shared/Screen';
import { useNativeBack } from '../shared/use-native-back';
import { useSelectionGuard } from '../shared/use-selection-guard';
import { useFirstScreenShown } from '../shared/use-first-screen-shown';
import { useAddedAnnouncement } from '../shared/use-added-announcement';
import { useStickyBarSize } from '../shared/use-sticky-bar-size';
import { MenuList, type MenuListHandle } from './MenuList';
import { CategorySideList, CategoryTabs } from './CategoryNav';
import { ViewOrderButton } from './ViewOrderButton';
import { wideStyles, desktopGrid, skipStyles, asideStyles } from './menu-screen.styles';
import { useSay } from '../../ui/use-say';
import { MenuSubtitleView, VenueLanguageNoteView } from './menu-intro-views';
import { NotAcceptingOrdersNoticeView } from '../shared/not-accepting-orders-view';
import { useAcceptingOrders } from './use-accepting-orders';

// Not on the first menu's path: the item detail opens on a tap, the age check on an alcoholic item, and
// the order panel shows on wide screens only. Each is its own chunk, fetched once the menu is on screen.
const loadItemDetail = () => import('./ItemDetail');
const loadAgeCheck = () => import('./AgeCheckModal');
const loadOrderPanel = () => import('../order/OrderPanel');
const ItemDetail = retryableLazy(() => loadItemDetail().then((module) => ({ default: module.ItemDetail })));
const AgeCheckModal = retryableLazy(() => loadAgeCheck().then((module) => ({ default: module.AgeCheckModal })));
const OrderPanel = retryableLazy(() => loadOrderPanel().then((module) => ({ default: module.OrderPanel })));
// Only a table or room session's menu, while the experience is closed now, opens it.
const SlotPopups = retryableLazy(() => import('../shared/popups/SlotPopups'));

/** The element i18n instances the detail messages were merged into (or failed to load for). */
const detailMessagesIn = new WeakSet<object>();

/**
 * Renders what the menu opens (item detail, age check, order panel) once their messages are merged:
 * they are a chunk of their own, which the first menu does not wait for. Should that chunk fail, the
 * children render anyway and a missing message loads the whole catalog (i18n's `missing`).
 */
function WithDetailMessages({ children }: { children: ReactNode }) {
  const { deps } = useApp();
  const [ready, setReady] = useState(() => detailMessagesIn.has(deps.i18n));
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    const done = () => {
      detailMessagesIn.add(deps.i18n);
      if (live) setReady(true);
    };
    loadMenuDetailMessages(deps.i18n).then(done, done);
    return () => {
      live = false;
    };
  }, [deps, ready]);
  return ready ? children : null;
}

/** The age check dialog, mounted from the first request on (it then stays, to close and return focus). */
function AgeCheck() {
  const { stores } = useApp();
  const request = useStore(stores.age.$request);
  const [needed, setNeeded] = useState(false);
  if (request !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <WithDetailMessages>
        <AgeCheckModal />
      </WithDetailMessages>
    </Suspense>
  ) : null;
}

/**
 * One line, in the guest's language, saying the menu is in the venue's language: the platform has no
 * translation of it for the guest's language (`menu.$inVenueLanguage`), so its names stay as written.
 * A polite status, said once where the menu starts rather than on every item.
 */
function VenueLanguageNote() {
  const { stores } = useApp();
  const inVenueLanguage = useStore(stores.menu.$inVenueLanguage);
  const say = useSay();
  return inVenueLanguage ? VenueLanguageNoteView({ say }) : null;
}

/** The not-accepting-orders notice, a polite status where the menu starts, while the experience takes no order. */
function NotAcceptingOrdersNote() {
  const accepting = useAcceptingOrders();
  const say = useSay();
  return accepting ? null : NotAcceptingOrdersNoticeView({ say, live: true });
}

/** How long after a tab jump the scroll position does not move the current tab. */
const JUMP_SETTLE_MS = 600;

/**
 * A table or room guest on the menu while the experience is closed now is told so, and when it opens,
 * before ordering (the checkout's closed notice): they order for that time, or not. Waits for the
 * checkout side of the stores, which the slot confirmation belongs to.
 */
function ClosedNowNotice() {
  const { stores } = useApp();
  const place = useStore(stores.orderSession.$place);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!place) return;
    let live = true;
    void stores.ordering().then(
      () => {
        if (!live) return;
        setReady(true);
        void stores.slotConfirmation.noticeClosedNow();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [place, stores]);
  return ready ? (
    <Suspense fallback={null}>
      <SlotPopups />
    </Suspense>
  ) : null;
}

/** Menu at /menu, with the item detail over it at /menu/{id}. */
export function MenuScreen({ itemId }: { itemId: number | null }) {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const names = usePlatformTexts();
  const ready = useSelectionGuard();
  const status = useStore(stores.menu.$status);
  const experience = useStore(stores.selection.$experience);
  const experienceStatus = useStore(stores.selection.$experienceStatus);
  const location = useStore(stores.selection.$location);

  useEffect(() => {
    if (experience) stores.menu.ensure();
  }, [experience, stores]);

  const title = location ? names.place(location).name : t`Menu`;
  const waiting = !ready || experienceStatus === 'loading' || status === 'loading' || status === 'idle';
  // The menu (or its error) is the first screen of a deep link; a spinner is not.
  useFirstScreenShown(!waiting || experienceStatus === 'error');
  // Stable, so opening an item (a new itemId) does not re-render the memoized menu under it.
  const back = useNativeBack(useCallback(() => deps.router.navigate('/'), [deps]));
  if (waiting) {
    if (experienceStatus === 'error') {
      return (
        <Screen title={title} onBack={back}>
          <p>{t`We couldn't load this menu.`}</p>
          <Button onClick={() => stores.selection.reloadExperience()}>
            <Trans>Try again</Trans>
          </Button>
        </Screen>
      );
    }
    return <Loading label={t`Loading the menu…`} />;
  }
  return (
    <>
      <MenuContent title={title} onBack={back} />
      {itemId !== null ? (
        <Suspense fallback={null}>
          <WithDetailMessages>
            <ItemDetail itemId={itemId} />
          </WithDetailMessages>
        </Suspense>
      ) : null}
      <AgeCheck />
      <ClosedNowNotice />
    </>
  );
}

/** The loaded menu: desktop (side list, items, order panel) or mobile (tabs, items, order button). */
const MenuContent = memo(function MenuContent({ title, onBack }: { title: string; onBack: () => void }) {
  const { stores } = useApp();
  const { t } = useLingui();
  const names = usePlatformTexts();
  const desktop = useLargeScreen();
  const categories = useStore(stores.menu.$categories);
  const menuName = useStore(stores.menu.$menuName);
  const experience = useStore(stores.selection.$experience);
  // The current category lives in an atom of this screen: the tabs follow it, the list is not re-rendered.
  const $active = useMemo(() => atom<number | null>(null), []);
  const listRef = useRef<MenuListHandle>(null);
  const tabsRef = useRef<HTMLElement>(null);
  const tabsHeight = useStickyBarSize(tabsRef, !desktop && categories.length > 0, 'start');
  // Only whether the order is empty (the mobile footer shows or not), not every cart change.
  const $hasOrder = useMemo(() => computed(stores.cart.$quantity, (quantity) => quantity > 0), [stores]);
  const hasOrder = useStore($hasOrder);
  useAddedAnnouncement();

  // Once the menu is on screen, what a tap opens next downloads in the background.
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const load of [loadItemDetail, loadAgeCheck, loadOrderPanel]) load().catch(() => undefined);
      prefetchMenuDetailMessages();
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  // After a jump the chosen category stays current while the list settles: near the end of the menu
  // the page cannot scroll far enough to bring it to the top, and the row there is another category's.
  const jumpedAt = useRef(0);
  // The tabs grow (a chosen category's sub-category strip) or shrink after a jump: the jump is made
  // again below their new height, so they never cover the heading it landed on nor its first item.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new height of the tabs re-aligns the jump
  useLayoutEffect(() => {
    const active = $active.get();
    if (active !== null && Date.now() - jumpedAt.current <= JUMP_SETTLE_MS) listRef.current?.jumpTo(active);
  }, [tabsHeight]);
  const choose = useCallback(
    (categoryId: number) => {
      jumpedAt.current = Date.now();
      $active.set(categoryId);
      listRef.current?.jumpTo(categoryId);
    },
    [$active],
  );
  const onActiveCategory = useCallback(
    (categoryId: number) => {
      if (Date.now() - jumpedAt.current > JUMP_SETTLE_MS) $active.set(categoryId);
    },
    [$active],
  );
  // The guest scrolling on their own ends that at once.
  useEffect(() => {
    const release = () => {
      jumpedAt.current = 0;
    };
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, release, { passive: true, capture: true });
    return () => {
      for (const type of events) window.removeEventListener(type, release, { capture: true });
    };
  }, []);

  const subtitle = MenuSubtitleView({ parts: menuSubtitleParts(experience ? names.experience(experience) : null, menuName, title) });
  const empty = categories.length === 0 ? <p>{t`There is nothing on this menu right now.`}</p> : null;
  const list = <MenuList ref={listRef} desktop={desktop} stickyOffset={desktop ? 0 : tabsHeight} onActiveCategory={onActiveCategory} />;
  const orderRef = useRef<HTMLElement>(null);

  if (desktop) {
    return (
      <div className={wideStyles}>
        <Screen title={title} onBack={onBack}>
          {subtitle}
          <PlaceNote />
          <NotAcceptingOrdersNote />
          <VenueLanguageNote />
          {/* Past the categories and every item, straight to the order (a button: a link would change the route's hash). */}
          <button type="button" className={skipStyles} onClick={() => orderRef.current?.focus()}>
            <Trans>Skip to my order</Trans>
          </button>
          <div className={desktopGrid}>
            <CategorySideList categories={categories} $active={$active} onChoose={choose} />
            <div>
              {empty}
              {list}
            </div>
            <aside ref={orderRef} tabIndex={-1} className={asideStyles} aria-label={t`Your order`}>
              <Suspense fallback={null}>
                <WithDetailMessages>
                  <OrderPanel />
                </WithDetailMessages>
              </Suspense>
              <ViewOrderButton />
            </aside>
          </div>
        </Screen>
      </div>
    );
  }
  return (
    <Screen title={title} onBack={onBack} footer={hasOrder ? <ViewOrderButton /> : null} stickyTop={tabsHeight}>
      {subtitle}
      <PlaceNote />
      <NotAcceptingOrdersNote />
      <VenueLanguageNote />
      {categories.length > 0 ? <CategoryTabs ref={tabsRef} categories={categories} $active={$active} onChoose={choose} /> : null}
      {empty}
      {list}
    </Screen>
  );
});
