import { lakeJson, requireEditor, type Caller } from './lake-http';
import { lakeErrors } from './lake-errors';

/** The one local editor every token-bearing request is (the Studio shows this name and avatar). */
export function localEditor(id: string) {
  return { id, name: 'Local editor', email: 'editor@localhost', profileImage: null, provider: 'local', role: 'administrator', roles: [{ name: 'administrator', title: 'Administrator' }] };
}

/** Every document, every permission: the local editor is the dataset's administrator. */
const EDITOR_GRANTS = [{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }];

/** Per-user key-value settings the Studio stores (recent searches, layout); kept in memory. */
const keyValues = new Map<string, unknown>();

/**
 * The project-level endpoints the Studio calls while starting and while editing, answered for
 * one local project, one dataset and one editor. Returns null for a path it does not serve.
 */
export async function projectEndpoint(request: Request, path: string, url: URL, caller: Caller, projectId: string, dataset: string): Promise<Response | null> {
  const method = request.method;
  const project = () => ({
    id: projectId, displayName: 'Local dealer content', studioHost: null, isBlocked: false, isDisabled: false, isDisabledByUser: false,
    organizationId: null, organization: null, metadata: { color: '#0b3d91', externalStudioHost: null }, features: [], pendingInvites: 0,
    members: [{ id: requireEditor(caller), role: 'administrator', roles: [{ name: 'administrator', title: 'Administrator' }], isCurrentUser: true, isRobot: false }],
    createdAt: '2025-07-01T00:00:00Z',
  });
  if (method === 'GET' && path === '/users/me') return lakeJson(localEditor(requireEditor(caller)));
  if (path === '/users/me/keyvalue' || path.startsWith('/users/me/keyvalue/')) {
    requireEditor(caller);
    if (method === 'GET') {
      const keys = decodeURIComponent(path.slice('/users/me/keyvalue/'.length)).split(',').filter(Boolean);
      return lakeJson(keys.map((key) => ({ key, value: keyValues.get(key) ?? null })));
    }
    const body = await request.json().catch(() => []) as { key?: unknown; value?: unknown }[];
    const entries = (Array.isArray(body) ? body : [body]).filter((entry) => typeof entry?.key === 'string');
    for (const entry of entries) keyValues.set(entry.key as string, entry.value ?? null);
    return lakeJson(entries);
  }
  if (method === 'GET' && path.startsWith('/users/')) {
    const me = requireEditor(caller);
    return lakeJson(decodeURIComponent(path.slice('/users/'.length)).split(',').filter((id) => id === me).map((id) => localEditor(id)));
  }
  if (method === 'GET' && (path === '/projects' || path === `/projects/${projectId}`)) return lakeJson(path === '/projects' ? [project()] : project());
  if (method === 'GET' && path === `/projects/${projectId}/datasets`) {
    requireEditor(caller);
    return lakeJson(url.searchParams.get('datasetProfile') ? [] : [{ name: dataset, aclMode: 'public', createdAt: '2025-07-01T00:00:00Z', datasetProfile: 'content', features: [], tags: [] }]);
  }
  if (method === 'GET' && path === `/projects/${projectId}/datasets/${dataset}/acl`) {
    return lakeJson(caller.kind === 'editor' ? EDITOR_GRANTS : [{ filter: '!(_id in path("drafts.**"))', permissions: ['read'] }]);
  }
  if (method === 'GET' && path === `/projects/${projectId}/grants`) return lakeJson({});
  if (method === 'GET' && path === `/projects/${projectId}/roles`) return lakeJson([{ name: 'administrator', title: 'Administrator', description: 'The local editor', isCustom: false, projectId, appliesToUsers: true, appliesToRobots: false }]);
  if (method === 'GET' && (path === '/features' || path === `/projects/${projectId}/features`)) return lakeJson([]);
  if (method === 'GET' && path === `/projects/${projectId}/user-applications`) return lakeJson([]);
  if (method === 'GET' && path === '/intake/telemetry-status') return lakeJson({ status: 'denied' });
  if (method === 'POST' && path === '/intake/batch') return lakeJson({});
  if (method === 'GET' && path === '/ping') return lakeJson({ ok: true });
  // The client's probe after a failed event stream: the Studio is served from the lake's own origin.
  if (method === 'GET' && path === '/check/cors') return lakeJson({ result: { allowed: true, withCredentials: true } });
  if (method === 'POST' && path === '/auth/logout') return lakeJson({ ok: true });
  if (method === 'GET' && path === '/auth/providers') return lakeJson({ providers: [], thirdPartyLogin: false, sso: { saml: false } });
  if (path.startsWith('/schedules/')) return lakeJson(method === 'GET' ? { schedules: [] } : {});
  if (method !== 'GET' && method !== 'HEAD' && path.startsWith('/projects/')) throw lakeErrors.forbidden('manage');
  return null;
}
