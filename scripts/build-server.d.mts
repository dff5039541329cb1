/** Types of build-server.mjs for the TypeScript tools that import it (bench). */
export const serverEntry: string;
export function isStale(target: string, sources: string[]): boolean;
export function serverIsStale(): boolean;
export function buildServer(): Promise<void>;
export const SERVER_NODE_FLAGS: string[];
