// `npm run leads:redrive`: lists the lead deliveries the outbox gave up on (dead letters) and, with
// --yes, puts them back in the queue; the running app delivers them on its next outbox run.
//   npm run leads:redrive                 list every dead letter
//   npm run leads:redrive -- --site slug  one tenant's
//   npm run leads:redrive -- --yes        redrive them (add --site to redrive one tenant's)
import { database } from '@/ports/database';
import { listDeadLetters, redriveDeadLetters } from './dead-letters';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const siteIndex = args.indexOf('--site');
  const site = siteIndex >= 0 ? args[siteIndex + 1] : undefined;
  const { db, close } = await database();
  try {
    const letters = await listDeadLetters(db, { site, limit: 1000 });
    if (letters.length === 0) {
      console.log(`No dead letters${site ? ` for ${site}` : ''}.`);
      return 0;
    }
    for (const letter of letters) {
      console.log(`#${letter.id} ${letter.site_slug} lead ${letter.lead_id} → ${letter.destination}: ${letter.attempts} attempt(s), dead since ${letter.dead_at}, last ${letter.last_http_status ?? 'no HTTP status'}: ${letter.last_error ?? ''}`);
    }
    if (!args.includes('--yes')) {
      console.log(`\n${letters.length} dead letter(s). Run again with --yes to put them back in the queue.`);
      return 0;
    }
    console.log(`\nRedrove ${await redriveDeadLetters(db, { site })} delivery(ies); the app's outbox delivers them on its next run.`);
    return 0;
  } finally {
    await close();
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error('leads:redrive failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
