/**
 * The slice of better-sqlite3 12 the sandbox uses. The package ships no types; declaring the few
 * calls here spares a second dev dependency (@types/better-sqlite3).
 */
declare module 'better-sqlite3' {
  interface RunResult {
    changes: number;
    lastInsertRowid: number | bigint;
  }
  interface Statement<Row = unknown> {
    run(...params: unknown[]): RunResult;
    get(...params: unknown[]): Row | undefined;
    all(...params: unknown[]): Row[];
  }
  interface Database {
    prepare<Row = unknown>(sql: string): Statement<Row>;
    exec(sql: string): Database;
    pragma(source: string, options?: { simple?: boolean }): unknown;
    transaction<F extends (...args: never[]) => unknown>(fn: F): F;
    close(): Database;
    readonly open: boolean;
  }
  interface DatabaseConstructor {
    new (filename?: string, options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number }): Database;
  }
  const Database: DatabaseConstructor;
  export default Database;
  export type { Database, Statement, RunResult };
}
