/** Types of node-floor.mjs for the TypeScript tests that import it. */
export function nodeFloor(): [number, number];
export function meetsFloor(version: string, floor?: [number, number]): boolean;
export function requireNodeFloor(say: (installed: string, floor: string) => string): void;
