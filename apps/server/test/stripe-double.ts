import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface StripeDoubleRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The SDK's form-encoded parameters (`line_items[0][quantity]` …). */
  params: URLSearchParams;
}

/**
 * A local stand-in for the Stripe API, for the real SDK to talk to (STRIPE_API_BASE_URL). It knows
 * POST /v1/checkout/sessions and answers with an open session (`cs_test_…`) and its hosted `url`.
 * `failNext` makes the next call fail the way Stripe refuses a request.
 */
export async function startStripeDouble() {
  const requests: StripeDoubleRequest[] = [];
  const state = { failNext: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const params = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path, headers: req.headers, params });
      res.setHeader('content-type', 'application/json');
      if (state.failNext) {
        state.failNext = false;
        res.statusCode = 400;
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Refused by the double' } }),
        );
        return;
      }
      if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No route ${path}` } }));
        return;
      }
      const id = `cs_test_${randomBytes(24).toString('hex')}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          currency: 'usd',
          amount_total:
            Number(params.get('line_items[0][price_data][unit_amount]')) *
            Number(params.get('line_items[0][quantity]')),
          client_reference_id: params.get('client_reference_id'),
          success_url: params.get('success_url'),
          cancel_url: params.get('cancel_url'),
          metadata: Object.fromEntries(
            [...params.entries()]
              .filter(([k]) => k.startsWith('metadata['))
              .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
          ),
          url: `https://checkout.stripe.test/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; don't wait for them to idle out.
        server.closeAllConnections();
      }),
  );
  return { url: `http://127.0.0.1:${port}`, requests, state };
}
