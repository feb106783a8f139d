// Shared Vitest setup: nothing global yet; kept so per-suite setup has one home.
export {};
