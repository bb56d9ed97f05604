import { at, defineMigration, setIfMissing } from 'sanity/migrate';

/**
 * Example content migration. The Sanity CLI finds migrations in studio/migrations, a link to
 * this folder: `cd studio && npx sanity migration run fill-promo-strict-display` (a dry run; add
 * `--no-dry-run` to write). Promo cards created before `strictDisplay` existed get the explicit
 * default, so queries and editors see `false` rather than a missing field.
 */
export default defineMigration({
  title: 'Fill strictDisplay on promo cards',
  documentTypes: ['promoNode'],
  migrate: {
    document() {
      return [at('strictDisplay', setIfMissing(false))];
    },
  },
});
