import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What to say when a platform call got no answer. Kept apart from `messages.ts` because the first
 * screen needs it (a failed start-up) and must not pull in the error catalogue the ordering chunk carries.
 */
export const connectionMessages = {
  /** No answer and the browser says it is offline. */
  offline: msg`Internet connection has lost. Please wait while trying to reconnect.`,
  /** No answer although the browser is online: the service, not the guest's connection, is the likely cause. */
  unreachable: msg`We couldn't reach the ordering service. Please try again in a moment.`,
} satisfies Record<string, MessageDescriptor>;

/**
 * True only when the browser reports it has no network: a request that got no answer while online
 * (a dropped or refused connection, a timeout) says nothing about the guest's connection.
 */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The no-answer message that fits what the browser reports now. */
export function noAnswerMessage(): MessageDescriptor {
  return browserOffline() ? connectionMessages.offline : connectionMessages.unreachable;
}
