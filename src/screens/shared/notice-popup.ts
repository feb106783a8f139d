/**
 * The store's notice's place in the element's popup queue (`ui/popup-queue.tsx`). The screen outlet
 * reserves it the moment a notice is raised; `NoticeModal`, a lazy chunk, takes it once its code is
 * in. A menu that failed to load raises its "Sorry" and goes to the location list in one step: the
 * list's time-zone notice asks for its turn only after the list's own code arrived, and that may be
 * before the notice's code does. The "Sorry" was asked first, and it says why the guest is on the
 * list, so it must be the first shown.
 */
export const NOTICE_POPUP = 'notice';
