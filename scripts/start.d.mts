/** Types of start.mjs for the TypeScript tools that import it (e2e setup, bench). */
export function webIsStale(): boolean;
export function buildWeb(): void;
