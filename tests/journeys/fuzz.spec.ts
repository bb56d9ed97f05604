import { expect, test } from '../support/test';
import { fuzzRoutes } from '../fuzz/fuzz-requests';
import { fuzzRoute, sendTo } from '../fuzz/fuzz-runner';
import { TEST_PORT } from '../support/demo';
import { findCar } from '../support/lead-inbox';

/**
 * A property-based fuzz of every public route through the running app (hardening, "make the
 * attack part of the project"): generated methods, paths, encodings, headers and bodies never get
 * a 5xx, never a stack trace or exception text, and every refusal is a 4xx with a message.
 * `npm run fuzz` runs the same generators at ≥ 10,000 requests per route.
 */
const HOST = 'valley-used-cars.localhost';
const PER_ROUTE = Number(process.env.JOURNEY_FUZZ_PER_ROUTE ?? 80);

test('every public route survives generated requests: no 5xx, no leaked errors, refusals with a message', async () => {
  test.setTimeout(300_000);
  const car = await findCar('valley-used-cars', 'status:in_stock');
  const routes = fuzzRoutes(`http://${HOST}:${TEST_PORT}`, car.slug);
  const send = sendTo(TEST_PORT, HOST);
  const problems: string[] = [];
  for (const [i, route] of routes.entries()) {
    const summary = await fuzzRoute(route, PER_ROUTE, 1_000 + i, send, 4);
    problems.push(...summary.problems.map((p) => `${route.name}: ${p}`));
  }
  expect(problems).toEqual([]);
});
