import type { ReactNode } from 'react';

/**
 * Text the platform supplies (a name, a description, an address, a choice, a note), laid out in its
 * own direction: an English address inside a Hebrew or Arabic screen keeps "88 Bleecker Street" in
 * that order, and an English description does not start with its full stop. The rule: every
 * platform text shown inline goes through this `<bdi>` (its direction taken from its own first
 * letter), so the screen's direction can never reorder it; the sentence around it keeps its own.
 */
export function PlatformText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
