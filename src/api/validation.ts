import { validate, type Struct, type StructError } from 'superstruct';

/** The outcome of checking a value against a schema: the value, or a sentence saying what was wrong. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string; error: StructError };

/**
 * Validates `value` with `schema` and, when it does not match, describes the first failure as
 * `data[0].timezone.name expected a string, got undefined`, so a developer sees where, what was
 * expected and what came.
 */
export function check<T>(value: unknown, schema: Struct<T, unknown>): Checked<T> {
  let outcome: ReturnType<typeof validate<T, unknown>>;
  try {
    outcome = validate(value, schema);
  } catch {
    // superstruct writes the received value into its failure message with a template string, which
    // throws for a JSON object whose own `toString`/`valueOf` is not a function (`{"toString": 0}`).
    // Such a value has already failed the check; checking a copy without those keys finds the same
    // failure and can describe it.
    outcome = validate(withoutPrimitiveHooks(value), schema);
  }
  const [error, result] = outcome;
  if (!error) return { ok: true, value: result as T };
  return { ok: false, problem: describeFailure(error), error };
}

/** A deep copy of a JSON value without own `toString`/`valueOf` keys, so every part of it can be printed. */
function withoutPrimitiveHooks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrimitiveHooks);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'toString' || key === 'valueOf') continue;
    copy[key] = withoutPrimitiveHooks(inner);
  }
  return copy;
}

/** Turns a superstruct failure into `path expected X, got Y`. */
export function describeFailure(error: StructError): string {
  const failure = error.failures()[0] ?? error;
  const where = formatPath(failure.path) || 'the body';
  // superstruct messages read "Expected a string, but received: undefined"; keep its wording of both sides.
  const parts = /^Expected (.*?), but received: (.*)$/s.exec(failure.message);
  if (parts) return `${where} expected ${parts[1]}, got ${parts[2]}`;
  if (failure.value === undefined && failure.type !== 'never') return `${where} is missing (${failure.message})`;
  return `${where}: ${failure.message}`;
}

/** `['data', 0, 'timezone', 'name']` -> `data[0].timezone.name`. */
export function formatPath(path: readonly unknown[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/**
 * Every key of `T`, optional ones included, as a required key (the shape `every<T>()` demands).
 * `Describe<T>` alone cannot catch a missing OPTIONAL field: superstruct's mapped schema keeps the
 * `?`, so a schema that simply leaves out a new optional wire field still type-checks, and the field
 * then travels unvalidated.
 */
export type EveryKey<T> = { [K in keyof T]-?: unknown };

/**
 * Compile-time tie for the shape of a `type({...})` whose wire type has optional fields: returns the
 * shape unchanged, but the type check fails when the shape leaves out any key of `T` (optional or
 * not) or names a key `T` does not have. Together with the `Describe<T>` annotation of the schema
 * (which checks each field's struct), schema and wire type cannot drift apart.
 *
 * @example
 * export const ItemSchema: Describe<WireItem> = type(every<WireItem>()({ id: number(), ... }));
 */
export function every<T>() {
  return <S extends EveryKey<T>>(shape: S & Record<Exclude<keyof S, keyof T>, never>): S => shape;
}
