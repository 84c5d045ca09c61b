/**
 * Set up before every component test file (happy-dom). happy-dom's own fetch reaches the
 * real network: a widget rendered without a stubbed fetch calls its API at happy-dom's page
 * URL, http://localhost:3000, a port that another program on a shared machine may be
 * serving (or that refuses after the test has ended, with an unhandled socket error). Here
 * every request that a test does not stub fails at once, as an unreachable API does in a
 * browser; a test that needs answers stubs `fetch` itself (`vi.stubGlobal`), and
 * `vi.unstubAllGlobals()` comes back to this one.
 */
globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  throw new TypeError(`Failed to fetch: component tests reach no network (${url})`);
};
