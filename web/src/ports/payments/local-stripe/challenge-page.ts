/**
 * The local stand-in for a card issuer's 3D Secure page (Stripe's test cards 4000 0027 6000 3184
 * and 4000 0025 0000 3155 ask for it): the shopper completes or fails the authentication, then
 * returns to the site's `return_url` with Stripe's query parameters.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function challengePage(input: { amount: string; merchant: string; action: string }): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authenticate your payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.4rem;border:1px solid #333;cursor:pointer}.ok{background:#111;color:#fff}</style>
</head><body><main>
<h1>Authenticate your payment</h1>
<p>Your bank asks you to confirm a payment of <strong>${escape(input.amount)}</strong> to <strong>${escape(input.merchant)}</strong>.</p>
<p>This is the test authentication page of the local payment processor: no bank is contacted.</p>
<form method="post" action="${escape(input.action)}">
<button class="ok" type="submit" name="result" value="complete">Complete authentication</button>
<button type="submit" name="result" value="fail">Fail authentication</button>
</form>
</main></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}
