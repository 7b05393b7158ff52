/**
 * Test fixtures and the HTTP API client shared by the server's tests (apps/server/test), the benchmarks (bench)
 * and the browser specs (e2e): each brings its own transport (inject, fetch, Playwright's request context).
 */
export * from './api-client';
export * from './fixtures';
export * from './multipart';
export * from './phone';
export * from './pool';
export * from './transport';
export * from './mail';
