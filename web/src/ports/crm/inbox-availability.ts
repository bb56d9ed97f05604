import { runsEmbeddedDemo } from '@/server/embedded-demo';

/**
 * `/dev/inbox` and `/api/dev/inbox` (the leads the local CRM received, and the SMS codes the
 * local messaging port sent) exist only in the embedded demo; in a deployment with a database,
 * whatever else is configured, they answer 404 as if the routes did not exist (the page's
 * metadata is not rendered either).
 */
export function localInboxAvailable(): boolean {
  return runsEmbeddedDemo();
}
