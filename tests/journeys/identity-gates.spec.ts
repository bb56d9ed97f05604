import { expect, test } from '../support/test';
import { hostRequest } from '../support/http';

/**
 * Gated pages meet their gate however the address is written (hardening finding 17): a
 * percent-encoded letter or dash, doubled or dot segments, a trailing slash. The answer is a
 * redirect to sign-in, never the page.
 */
const CASES: Record<string, string[]> = {
  'metro-motor-group': ['/%74rade-in', '/trade%2Din', '/trade-in/', '//trade-in', '/./trade-in', '/cars/../trade-in', '/%6Dy-garage', '/%73pin-to-win', '/Trade-In'],
  'riverside-toyota': ['/%6Fnline-payment', '/finance%2Dand-insurance', '/personalised/%66inance'],
  'valley-used-cars': ['/%63heckout-journey', '/cars/%74rade-in', '/sell-my-car/'],
  'outback-rv-and-moto': ['/apply-for%2Dfinance', '/%74rade-in'],
};

async function landing(host: string, path: string): Promise<{ status: number; location: string }> {
  let current = path;
  for (let hop = 0; hop < 3; hop += 1) {
    const res = await hostRequest(host, 'GET', current);
    const location = String(res.headers.location ?? '');
    if (res.status < 300 || res.status >= 400 || location.includes('/sign-in')) return { status: res.status, location };
    current = new URL(location, `http://${host}`).pathname;
  }
  return { status: 0, location: current };
}

for (const [tenant, paths] of Object.entries(CASES)) {
  test(`${tenant}: every spelling of a gated path redirects a signed-out visitor to sign-in`, async () => {
    for (const path of paths) {
      const { status, location } = await landing(`${tenant}.localhost`, path);
      expect({ path, status, signIn: location.includes('/sign-in?type=') }).toEqual({ path, status: 307, signIn: true });
    }
  });
}
