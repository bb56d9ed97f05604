import { localInboxAvailable } from '@/ports/crm/inbox-availability';
import { runsEmbeddedDemo } from '@/server/embedded-demo';
import type { MissingPageCheck } from './missing-page';

/** The embedded demo's own pages (the local inbox, the local lender's applications) are no pages of a deployment. */
export const demoPageIsMissing: MissingPageCheck = ({ pathname }) =>
  (pathname === '/dev/inbox' && !localInboxAvailable()) || (pathname.startsWith('/dev/lender/') && !runsEmbeddedDemo());
