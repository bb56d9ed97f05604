// Turbopack finds an instrumentation file up the folder tree: without this one the bare app
// would run the platform's (web/src/instrumentation.ts) and load the demo at start.
export function register() {}
