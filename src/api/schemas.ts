/**
 * Superstruct schemas for every wire type of `./wire.ts`.
 *
 * Each is typed `Describe<WireX>` so a change to the contract that is not mirrored here fails the
 * type check. `Describe` alone misses a left-out OPTIONAL field, so every shape whose wire type has
 * optional fields is also wrapped in `every<WireX>()` (`./validation.ts`), which demands every key.
 * They use `type()` rather than `object()`: the platform may add fields at any time and the widget
 * must keep working, but a field we read that is missing or mistyped is refused (`ApiError` kind
 * `invalid-response`). The sandbox and the contract tests reuse these exports.
 */
export * from './schemas-home';
export * from './schemas-places';
export * from './schemas-order';
export * from './schemas-user';
