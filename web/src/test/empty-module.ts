// Stands in for 'server-only' under Vitest.
export {};
