import { validate, type Struct, type StructError } from 'superstruct';

/** The outcome of checking a value against a schema: the value, or a sentence saying what was wrong. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string; error: StructError };

/**
 * Validates `value` with `schema` and, when it does not match, describes the first failure as
 * `data[0].timezone.name expected a string, got undefined`, so a developer sees where, what was
 * expected and what came.
 */
export function check<T>(value: unknown, schema: Struct<T, any>): Checked<T> {
  const [error, result] = validate(value, schema);
  if (!error) return { ok: true, value: result as T };
  return { ok: false, problem: describeFailure(error), error };
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
