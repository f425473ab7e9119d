/**
 * Node flags the server runs with (`npm start`, the e2e suite, the benchmark): V8's young
 * generation capped at 4 MB a half-space instead of 16. The server's garbage is short-lived
 * request objects; the smaller nursery is swept more often but never grows to tens of MB,
 * which keeps the server's peak memory within its budget (docs/performance.md). package.json's `start` script repeats them (a test
 * keeps the two equal).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'] as const;
