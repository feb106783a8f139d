import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useApp } from '../app-context';
import { Modal } from '../../ui/Modal';
import { Loading } from '../../ui/Spinner';
import { useLargeScreen } from '../../ui/use-large-screen';
import { Screen } from '../shared/Screen';
import { useSelectionGuard } from '../shared/use-selection-guard';
import { SlotPopups } from '../shared/popups/SlotPopups';
import { isKiosk } from '../../domain/kiosk/mode';
import { Button } from '../../ui/Button';
import { KioskPaymentStepScreen, KioskReceipt, kioskPaymentStep, useKioskPaymentRoutes } from '../kiosk/KioskPayment';
import { CheckoutForm } from './CheckoutForm';

/** The desktop checkout modal is 480 x 724. */
const DESKTOP_SIZE = { inline: 480, block: 724 };

/**
 * Checkout at /menu/checkout: a 480 x 724 modal on desktop, a full page on mobile.
 * Back (the close button, Escape) goes to /menu on desktop and to /menu/order on mobile.
 */
export function CheckoutScreen() {
  const { stores, deps } = useApp();
  const { t } = useLingui();
  const desktop = useLargeScreen();
  const ready = useSelectionGuard();
  const quantity = useStore(stores.cart.$quantity);
  const submitting = useStore(stores.checkout.$submitting);
  const viewOnly = useStore(stores.checkout.$viewOnly);
  const route = useStore(deps.router.$route);
  const kiosk = isKiosk(deps.config, deps.startup);
  // A kiosk pays at its own card terminal, each step at its own address.
  const step = kiosk ? kioskPaymentStep(route.path) : 'form';
  useKioskPaymentRoutes(kiosk ? step : null);

  useEffect(() => {
    if (!ready || viewOnly) return;
    stores.calculation.ensureCalculated();
    // The signed-in user (their profile fills the form) or the guest login, alongside the calculation.
    stores.checkout.prepare();
  }, [ready, viewOnly, stores]);
  // An empty cart has nothing to check out (a reload after the order, or lines removed elsewhere).
  useEffect(() => {
    if (ready && quantity === 0 && !submitting) deps.router.navigate('/menu', { replace: true });
  }, [ready, quantity, submitting, deps]);
  // A members-only business: nobody but a member checks out. My order, with the registration open
  // and the checkout as its callback (the overlay closes on a path change, so it opens after it).
  useEffect(() => {
    if (!ready || submitting || !stores.memberGate.mustRegister()) return;
    deps.router.navigate('/menu/order', { replace: true });
    stores.memberGate.openRegistration('checkout');
  }, [ready, submitting, stores, deps]);
  // Browse-only (a cart restored from before, a link to the checkout): my order says to ask a waiter.
  useEffect(() => {
    if (ready && viewOnly && !submitting) deps.router.navigate('/menu/order', { replace: true });
  }, [ready, viewOnly, submitting, deps]);

  if (!ready || viewOnly || (quantity === 0 && step === 'form')) return <Loading />;
  if (step !== 'form') return <KioskPaymentStepScreen step={step} />;
  const title = t`Checkout`;
  // A kiosk's checkout also offers the e-receipt and Cancel order.
  const kioskActions = kiosk ? (
    <>
      <KioskReceipt />
      <Button block variant="ghost" onClick={() => deps.router.navigate('/menu/cancelOrder')}>
        <Trans>Cancel order</Trans>
      </Button>
    </>
  ) : null;
  const popups = (
    // The slot confirmation popups the Place order step may raise.
    <SlotPopups />
  );
  if (desktop) {
    return (
      <>
        <Modal open onClose={() => deps.router.navigate('/menu')} title={title} size={DESKTOP_SIZE}>
          <CheckoutForm />
          {kioskActions}
        </Modal>
        {popups}
      </>
    );
  }
  return (
    <Screen title={title} onBack={() => deps.router.navigate('/menu/order')} backLabel={t`Back to my order`}>
      <CheckoutForm />
      {kioskActions}
      {popups}
    </Screen>
  );
}
