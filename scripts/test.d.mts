/** The stages of `npm test` in the order they run, each `[name, shell command]`. */
export const STAGES: [name: string, command: string][];
