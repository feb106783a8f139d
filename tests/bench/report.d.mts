/** One budget the way a benchmark reports it. */
export interface BudgetResult {
  name: string;
  measured: number;
  limit: number;
  /** `x` (a ratio), `bytes` (shown in KB), `ms`, `files`, or a plain count (`''`). */
  unit: string;
  /** What the measured value is made of (e.g. `1144 ms / 1020 ms`). */
  detail?: string;
  /** The measured value must stay under the limit (`<`), not just reach it (`≤`). */
  strict?: boolean;
  /** The measured value must equal the limit (a count of files). */
  exact?: boolean;
  pass: boolean;
}
/** What one benchmark records for the report. */
export interface BenchResult {
  name: string;
  settings?: string[];
  budgets?: BudgetResult[];
  figures?: string[];
  table?: { head: string[]; rows: string[][] };
  error?: string;
}
/** One benchmark as run by run.mjs: its result, or null when it recorded none. */
export interface BenchOutcome {
  name: string;
  file: string;
  title?: string;
  exitCode: number | null;
  result: BenchResult | null;
}
/** The run: when, on which commit and on which machine. */
export interface BenchRun {
  date: Date;
  commit: string;
  dirty: boolean;
  machine: { cores: number; cpu: string; memoryGb: number; node: string; chromium: string; loadStart: number; loadEnd: number };
}
/** The report's first line. */
export const REPORT_HEADER: string;
/** The environment variable naming the folder benchmarks record their results into. */
export const RESULTS_DIR_ENV: string;
/** Writes a result into BENCH_RESULTS_DIR (nothing when it is not set). */
export function recordResult(result: BenchResult, env?: Record<string, string | undefined>): void;
/** A value in its unit. */
export function formatValue(value: number, unit: string): string;
/** Budgets passed and failed of one outcome (a missing result or an error is one failure). */
export function tally(outcome: BenchOutcome): { passed: number; failed: number };
/** The whole report as Markdown. */
export function formatReport(input: { run: BenchRun; outcomes: BenchOutcome[] }): string;
