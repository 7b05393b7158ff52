import { formatUsd, UNTITLED_GAME } from '@picture-bingo/shared';
import { escapeHtml } from '../../lib/html';

/** Self-contained styles: the CSP allows inline style but no script, and this page loads nothing else. */
const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
  h1{font-size:1.375rem;margin:0 0 1rem}
  h2{font-size:1rem;margin:0 0 .25rem}
  .summary{border:1px solid #e5e7eb;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
  .summary p{margin:0}
  .amount{font-size:2rem;font-weight:700}
  .muted{color:#4b5563}
  .test-mode{background:#fffbeb;border:1px solid #d97706;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
  .test-mode p{margin:.25rem 0}
  .error{background:#fef2f2;border:1px solid #dc2626;color:#991b1b;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;font-weight:600}
  .notice{background:#eff6ff;border:1px solid #2563eb;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
  label{display:block;font-weight:600;margin:.75rem 0 .25rem}
  input{width:100%;padding:.625rem .75rem;font-size:1rem;border:1px solid #6b7280;border-radius:.375rem}
  input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
  input[aria-invalid="true"]{border-color:#dc2626}
  .row{display:flex;gap:.75rem}
  .row>div{flex:1}
  .hint{font-size:.875rem;color:#4b5563;margin:.25rem 0 0}
  .actions{display:flex;gap:.75rem;margin-top:1.25rem}
  button,.button{flex:1;display:inline-block;text-align:center;padding:.75rem 1rem;font-size:1rem;font-weight:600;border-radius:.375rem;border:1px solid transparent;cursor:pointer;text-decoration:none}
  .pay{background:#1d4ed8;color:#fff}
  .pay:hover{background:#1e40af}
  .cancel{background:#fff;color:#111827;border-color:#6b7280}
  code{font-family:ui-monospace,monospace;font-weight:600;white-space:nowrap}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Picture Bingo</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface CheckoutPageModel {
  sessionId: string;
  amountCents: number;
  gameCount: number;
  eventTitle: string;
  /** A message to show above the form (declined card, not a test card). */
  error?: string;
  /** The name typed before an error, so it need not be typed again (card details are never echoed). */
  cardName?: string;
}

function summary(model: Pick<CheckoutPageModel, 'amountCents' | 'gameCount' | 'eventTitle'>): string {
  const games = `${model.gameCount} game${model.gameCount === 1 ? '' : 's'}`;
  return `<section class="summary" aria-label="Order summary">
  <p class="muted">Picture Bingo game × ${model.gameCount}</p>
  <p><strong>${escapeHtml(model.eventTitle || UNTITLED_GAME)}</strong></p>
  <p class="amount">${formatUsd(model.amountCents)}</p>
  <p class="muted">One-time payment for ${games}</p>
</section>`;
}

/** The local provider's hosted checkout: summary, test-mode notice, card form, Pay and Cancel. */
export function renderCheckoutPage(model: CheckoutPageModel): string {
  const session = encodeURIComponent(model.sessionId);
  const invalid = model.error ? ' aria-invalid="true"' : '';
  const describedBy = model.error ? 'card-error card-hint' : 'card-hint';
  const error = model.error
    ? `<div class="error" id="card-error" role="alert">${escapeHtml(model.error)}</div>`
    : '';
  return layout(
    'Checkout',
    `<h1>Checkout</h1>
${summary(model)}
<section class="test-mode" aria-labelledby="test-mode-title">
  <h2 id="test-mode-title">Test mode</h2>
  <p>No real money moves and no card is charged.</p>
  <p>Pay with <code>4242 4242 4242 4242</code>. To see a declined card, use <code>4000 0000 0000 0002</code>.</p>
  <p>Any future expiry date and any 3-digit CVC work.</p>
</section>
${error}
<form method="post" action="/checkout/${session}/pay" novalidate>
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234" required aria-describedby="${describedBy}"${invalid}>
  <p class="hint" id="card-hint">16 digits; spaces are fine.</p>
  <div class="row">
    <div>
      <label for="expiry">Expiry date (MM/YY)</label>
      <input id="expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY">
    </div>
    <div>
      <label for="cvc">CVC</label>
      <input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123">
    </div>
  </div>
  <label for="cardName">Name on card</label>
  <input id="cardName" name="cardName" type="text" autocomplete="cc-name" maxlength="100" value="${escapeHtml(model.cardName ?? '')}">
  <div class="actions">
    <button type="submit" class="pay">Pay</button>
    <button type="submit" class="cancel" formaction="/checkout/${session}/cancel">Cancel</button>
  </div>
</form>`,
  );
}

/** A session that can no longer be paid (already paid, canceled, expired or failed). */
export function renderClosedCheckoutPage(model: {
  sessionId: string;
  status: 'paid' | 'failed' | 'canceled' | 'expired';
  amountCents: number;
  gameCount: number;
  eventTitle: string;
  gameCode: string | null;
}): string {
  const next =
    model.status === 'paid'
      ? `<p><a class="button pay" href="/payment-success?session_id=${encodeURIComponent(model.sessionId)}">Continue</a></p>`
      : model.gameCode
        ? `<p><a class="button cancel" href="/host/${encodeURIComponent(model.gameCode)}/pricing">Back to pricing</a></p>`
        : '';
  const message =
    model.status === 'paid'
      ? 'This payment is complete.'
      : `This checkout was ${model.status} and can no longer be paid.`;
  return layout(
    'Checkout',
    `<h1>Checkout</h1>
${summary(model)}
<p class="notice" role="status">${message}</p>
${next}`,
  );
}

export function renderCheckoutNotFoundPage(): string {
  return layout(
    'Checkout not found',
    `<h1>Checkout not found</h1>
<p>This checkout link is not valid. Go back to your game and press Make Payment again.</p>
<p><a class="button cancel" href="/host">Back to your games</a></p>`,
  );
}
