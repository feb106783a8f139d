import { atom, type ReadableAtom } from 'nanostores';
import { isCancellation, type MemberApi } from '../../api';
import type { SavedCard } from '../../domain/member/types';

/** Where the list stands: loading, shown, or failed (the member may try again). */
export type SavedCardsStatus = 'loading' | 'ready' | 'failed';

/** The member's saved cards (the payment methods screen): not deleted, not expired. */
export interface SavedCardsStore {
  readonly $cards: ReadableAtom<SavedCard[]>;
  readonly $status: ReadableAtom<SavedCardsStatus>;
  /** Loads the list (the first visit, and Try again). */
  reload(): Promise<void>;
}

/** Creates the list over the member calls (the bearer's cards). */
export function createSavedCardsStore(members: Pick<MemberApi, 'getPaymentMethods'>): SavedCardsStore {
  const $cards = atom<SavedCard[]>([]);
  const $status = atom<SavedCardsStatus>('loading');
  return {
    $cards,
    $status,
    async reload() {
      $status.set('loading');
      try {
        $cards.set(await members.getPaymentMethods());
        $status.set('ready');
      } catch (error) {
        if (!isCancellation(error)) $status.set('failed');
      }
    },
  };
}
