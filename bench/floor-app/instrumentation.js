// Nothing to set up. Without a file of its own here, Turbopack (whose root is the repository, for its
// node_modules) took the shop's instrumentation.ts into the floor's server.
export function register() {}
