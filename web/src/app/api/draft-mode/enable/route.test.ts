import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The local Content Lake's documents, as the Studio's Presentation tool leaves them. */
const lake = vi.hoisted(() => ({ runs: true, documents: [] as Record<string, unknown>[] }));
const draft = vi.hoisted(() => ({ enabled: false, cookies: new Map<string, unknown>() }));
vi.mock('@/ports/content', () => ({
  runsLocalContentLake: () => lake.runs,
  localContentLake: async () => ({ documents: async () => lake.documents }),
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: draft.enabled, enable: () => void (draft.enabled = true) }),
  cookies: async () => ({ get: (name: string) => draft.cookies.get(name), set: (cookie: { name: string }) => void draft.cookies.set(cookie.name, cookie), delete: () => undefined }),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const { GET } = await import('./route');

const SECRET = 'local-secret-0123456789';
const enableUrl = (secret: string) => `http://valley-used-cars.localhost:3000/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent('/specials?x=1')}&sanity-preview-perspective=drafts`;
/** The secret document createPreviewSecret writes (a draft of type sanity.previewUrlSecret). */
const secretDocument = (updatedAt: Date) => ({ _id: 'drafts.8c1f', _type: 'sanity.previewUrlSecret', _updatedAt: updatedAt.toISOString(), secret: SECRET, source: 'sanity/presentation', studioUrl: 'http://localhost:3000/studio/presentation' });

describe('GET /api/draft-mode/enable against the local Content Lake', () => {
  beforeEach(() => {
    lake.runs = true;
    lake.documents = [];
    draft.enabled = false;
    draft.cookies.clear();
  });

  it('switches draft mode on for the secret the Studio stored, and goes to the previewed path', async () => {
    lake.documents = [secretDocument(new Date())];
    await expect(GET(new Request(enableUrl(SECRET)))).rejects.toThrow('redirect /specials?x=1&sanity-preview-perspective=drafts');
    expect(draft.enabled).toBe(true);
  });

  it('refuses a guessed secret and one older than an hour (401), leaving draft mode off', async () => {
    lake.documents = [secretDocument(new Date())];
    expect((await GET(new Request(enableUrl('guessed-secret')))).status).toBe(401);
    lake.documents = [secretDocument(new Date(Date.now() - 61 * 60_000))];
    expect((await GET(new Request(enableUrl(SECRET)))).status).toBe(401);
    expect(draft.enabled).toBe(false);
  });

  it('is 404 where there is no local Content Lake and no hosted Sanity (a deployment)', async () => {
    lake.runs = false;
    expect((await GET(new Request(enableUrl(SECRET)))).status).toBe(404);
  });
});
