/**
 * A partner page on another origin of this machine for a test: a real HTTP server on
 * 127.0.0.1 at a port the OS picks (a page Playwright fulfils itself counts as the public
 * address space, which Chromium may not let reach the host on loopback).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PartnerPage {
  url: string;
  close(): Promise<void>;
}

export async function servePartnerPage(html: string, headers: Readonly<Record<string, string>> = {}): Promise<PartnerPage> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(204).end(); // the favicon: nothing, and no 404 in the page's log
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
