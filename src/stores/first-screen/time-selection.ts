import { atom, computed, type ReadableAtom } from 'nanostores';
import type { OrderingDeps } from '../deps';
import { INACTIVITY_EVENTS, msUntilReset, normalizeSelectedTime, shouldReset } from '../../domain/inactivity';
import { closingRecheckDelay, nearestTimePollDelay } from '../../domain/polling';
import { closingTimeToday } from '../../domain/time/open-hours';
import { buildTimePicker, findPickerTime, type PickerTime, type TimePicker } from '../../domain/time/slots';
import type { SelectionStore } from './selection';
import { whenIdle } from './when-idle';

/**
 * The guest's date and time, per experience, on the LOCATION's clock.
 *
 * A selection is an ISO instant of a slot, or null for "Now" (ASAP-only experiences are always
 * null; for scheduled experiences null means "the nearest slot", see {@link TimeSelectionStore.checkoutAt}).
 * The picker's content comes from the chosen experience's open hours (`selection.$experience`) in
 * the location's `timeZone` and is rebuilt when the nearest-time poll moves `$now`.
 *
 * Timers (all `setTimeout`, cleared by `dispose()`; clock read through `deps.now()`):
 * - nearest-time polling: 5000 ms, then aligned to each minute (`nearestTimePollDelay`);
 *   each poll replaces a selected time that has passed by now.
 * - closing re-check: when the location closes today (`closingRecheckDelay`), `$now` moves and the
 *   slot is asked again (`onClosingRecheck` listeners, e.g. the hotel list reload). Worked out once
 *   the browser is idle after the experience changes.
 * - inactivity reset: 1 hour after the last mouse, scroll, key or resize event on the element's
 *   window, every selection goes back to now and `onInactivityReset` listeners run.
 */
export interface TimeSelectionStore {
  /** The clock the picker was built with; moves with each nearest-time poll. */
  readonly $now: ReadableAtom<Date>;
  /** The time picker of the selected experience, or null while the experience is loading. */
  readonly $picker: ReadableAtom<TimePicker | null>;
  /** ASAP-only: the date and time are fixed to now and both pickers are disabled. */
  readonly $asapOnly: ReadableAtom<boolean>;
  /** The selected slot of the current experience (ISO), or null for now / the nearest slot. */
  readonly $selected: ReadableAtom<string | null>;
  /** The picker entry the home screen shows: the selected slot, else the first one (null: none). */
  readonly $shown: ReadableAtom<PickerTime | null>;
  /** Chooses a slot (ISO) for the current experience; null goes back to now. */
  select(iso: string | null): void;
  /**
   * The time to send as `checkoutAt` (order date): null for ASAP-only experiences, else
   * the selected slot or, when none was chosen, the nearest one. A passed time counts as now.
   */
  checkoutAt(): string | null;
  /**
   * The same answer as {@link checkoutAt} from the picker as it stands, without moving `$now`:
   * for listeners of `$now` (the menu store), which must not set what they listen to.
   */
  plannedTime(): string | null;
  /** Runs `listener` after an inactivity reset (the hotel flow reloads its restaurants). */
  onInactivityReset(listener: () => void): () => void;
  /** Runs `listener` when the location's closing time is reached (closing re-check). */
  onClosingRecheck(listener: () => void): () => void;
  /** Stops the timers and the activity listeners. */
  dispose(): void;
}

/** Options of {@link createTimeSelectionStore}. */
export interface TimeSelectionOptions {
  /** The window whose activity events count (the element's window); none in unit tests without DOM. */
  activityTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** An ISO instant as a Date; null when missing or unreadable. */
function parseInstant(iso: string | null | undefined): Date | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** Creates the time selection store over the selection store's location and experience. */
export function createTimeSelectionStore(deps: OrderingDeps, selection: SelectionStore, options: TimeSelectionOptions = {}): TimeSelectionStore {
  const $now = atom<Date>(deps.now());
  const $byExperience = atom<Record<number, string | null>>({});

  const $picker = computed([selection.$experience, selection.$location, $now], (experience, location, now) => {
    if (!experience || !location || experience.locationId !== location.id) return null;
    return buildTimePicker({
      openHours: experience.openHours,
      timeZone: location.timeZone,
      now,
      // The widget does not know the kitchen's preparation time; frame time is the lead (slots.ts readings).
      leadMinutes: experience.frameTime,
      // ...but the platform's next_available does include it: no slot before the first it serves.
      notBefore: parseInstant(experience.nextAvailable),
      interval: experience.interval,
      availableDays: experience.availableDays,
      isAsapOnly: experience.isAsapOnly,
      frameTime: experience.frameTime,
    });
  });
  // The experience says it (the picker's `asapOnly` is the same flag). Not read from the picker: the
  // chosen time and the page address hang off this atom, and building the picker walks a week of
  // slots through `Intl` in the location's zone, work nobody needs until the picker is on screen.
  const $asapOnly = computed(selection.$experience, (experience) => experience?.isAsapOnly ?? false);
  const $selected = computed([$byExperience, selection.$experienceId, $asapOnly], (byExperience, experienceId, asapOnly) =>
    experienceId === null || asapOnly ? null : (byExperience[experienceId] ?? null),
  );
  const $shown = computed([$picker, $selected], (picker, selected) => {
    if (!picker) return null;
    if (selected !== null) {
      for (const day of picker.days) {
        const match = day.times.find((time) => time.iso === selected || Date.parse(time.iso) === Date.parse(selected));
        if (match) return match;
      }
    }
    return picker.first;
  });

  function select(iso: string | null): void {
    const experienceId = selection.$experienceId.get();
    if (experienceId === null) return;
    $byExperience.set({ ...$byExperience.get(), [experienceId]: iso });
  }

  // A link may name the time (`date` + `time`, or `checkoutTime` in `state`). The first picker
  // built after start preselects it when it is offered; otherwise the nearest time stands, as usual.
  const { date, time, checkoutTime } = deps.startup;
  let startupTimePending = Boolean(date || checkoutTime);
  const unlistenStartupTime = startupTimePending
    ? $picker.subscribe((picker) => {
        if (!startupTimePending || !picker) return;
        startupTimePending = false;
        const wanted = picker.asapOnly ? null : findPickerTime(picker, { date, time, checkoutTime });
        if (wanted) select(wanted.iso);
      })
    : () => undefined;

  /** "A selected time in the past is replaced by now." */
  function dropPastTimes(now: Date): void {
    const current = $byExperience.get();
    let changed = false;
    const next: Record<number, string | null> = {};
    for (const [id, iso] of Object.entries(current)) {
      const kept = normalizeSelectedTime(iso, now) === iso ? iso : null;
      if (kept !== iso) changed = true;
      next[Number(id)] = kept;
    }
    if (changed) $byExperience.set(next);
  }

  const timers = new Set<ReturnType<typeof setTimeout>>();
  function later(delay: number, task: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, delay);
    timers.add(timer);
    return timer;
  }
  let disposed = false;

  // Nearest-time polling: 5000 ms, then at each minute boundary.
  let polls = 0;
  function schedulePoll(): void {
    if (disposed) return;
    later(nearestTimePollDelay(deps.now(), polls), () => {
      polls += 1;
      const now = deps.now();
      $now.set(now);
      dropPastTimes(now);
      schedulePoll();
    });
  }
  schedulePoll();

  // Closing re-check: one timer for today's closing time of the selected experience.
  const closingListeners = new Set<() => void>();
  let closingTimer: ReturnType<typeof setTimeout> | null = null;
  function scheduleClosing(): void {
    if (closingTimer !== null) {
      clearTimeout(closingTimer);
      timers.delete(closingTimer);
      closingTimer = null;
    }
    const experience = selection.$experience.get();
    const location = selection.$location.get();
    if (disposed || !experience || !location) return;
    const now = deps.now();
    const delay = closingRecheckDelay(closingTimeToday(experience.openHours, location.timeZone, now), now);
    if (delay === null) return;
    closingTimer = later(delay, () => {
      closingTimer = null;
      const at = deps.now();
      $now.set(at);
      dropPastTimes(at);
      for (const listener of [...closingListeners]) listener();
      // A later window of today (lunch closed, dinner to come) gets its own timer: at the closing
      // instant the finished window no longer counts as open (end exclusive).
      scheduleClosing();
    });
  }
  // Today's closing time walks the open hours through `Intl` in the location's zone: the first such
  // formatter costs a phone a noticeable moment, and the timer usually fires hours later, so the
  // work waits until the browser is idle (never in front of the first menu paint).
  let closingIdle: (() => void) | null = null;
  const unlistenExperience = selection.$experience.subscribe(() => {
    closingIdle?.();
    closingIdle = whenIdle(
      () => {
        closingIdle = null;
        scheduleClosing();
      },
      { fallbackMs: 50 },
    );
  });

  // Inactivity reset: activity events on the element's window; one timer, re-armed
  // only when it fires early (no work per mouse move beyond storing the instant).
  const resetListeners = new Set<() => void>();
  let lastActivity = deps.now().getTime();
  const onActivity = () => {
    lastActivity = deps.now().getTime();
  };
  function scheduleReset(): void {
    if (disposed) return;
    later(msUntilReset(lastActivity, deps.now()), () => {
      const now = deps.now();
      if (shouldReset(lastActivity, now)) {
        lastActivity = now.getTime();
        $now.set(now);
        $byExperience.set({});
        for (const listener of [...resetListeners]) listener();
      }
      scheduleReset();
    });
  }
  const target = options.activityTarget ?? null;
  if (target) {
    for (const type of INACTIVITY_EVENTS) target.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  scheduleReset();

  return {
    $now,
    $picker,
    $asapOnly,
    $selected,
    $shown,
    select,
    checkoutAt() {
      if ($asapOnly.get()) return null;
      const now = deps.now();
      const selected = normalizeSelectedTime($selected.get(), now);
      if (selected !== null && selected === $selected.get()) return selected;
      // Nothing chosen (or it passed): the nearest slot from now.
      if ($now.get().getTime() !== now.getTime()) $now.set(now);
      return $picker.get()?.first?.iso ?? null;
    },
    plannedTime() {
      if ($asapOnly.get()) return null;
      const selected = normalizeSelectedTime($selected.get(), deps.now());
      if (selected !== null && selected === $selected.get()) return selected;
      return $picker.get()?.first?.iso ?? null;
    },
    onInactivityReset(listener) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    onClosingRecheck(listener) {
      closingListeners.add(listener);
      return () => closingListeners.delete(listener);
    },
    dispose() {
      disposed = true;
      closingIdle?.();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      unlistenExperience();
      unlistenStartupTime();
      if (target) {
        for (const type of INACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
      }
    },
  };
}
