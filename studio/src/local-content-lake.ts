import { createClient, type ClientConfig } from '@sanity/client';

/**
 * The Studio against the app's local Content Lake (`npm start` serves both): used when no
 * SANITY_STUDIO_PROJECT_ID is set. The lake answers at /content-lake on the origin that served
 * the Studio, without a project subdomain, and the Studio signs in with the local editor's token
 * (the app hands it over in the page that loads the Studio).
 */
export const LOCAL_PROJECT_ID = 'local';

export function localApiHost(): string {
  const origin = typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null' ? window.location.origin : 'http://localhost:3000';
  return `${origin}/content-lake`;
}

/** Workspace settings for the local Content Lake: its host, token sign-in, and no hosted-only features. */
export function localContentLakeWorkspace() {
  const apiHost = localApiHost();
  return {
    apiHost,
    auth: { loginMethod: 'token' as const },
    // The Studio would put the project id in front of the host (local.localhost); the lake is on the app's own host.
    unstable_clientFactory: (options: ClientConfig) => createClient({ ...options, apiHost, useProjectHostname: false }),
    // Features that need Sanity's hosted services (comments' add-on dataset, tasks, scheduling, releases, the media library).
    tasks: { enabled: false },
    releases: { enabled: false },
    scheduledPublishing: { enabled: false },
    scheduledDrafts: { enabled: false },
    announcements: { enabled: false },
    mediaLibrary: { enabled: false },
  };
}
