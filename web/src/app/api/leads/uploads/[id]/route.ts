import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';
import { handleCvDownload } from '@/leads/server/upload-route';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleCvDownload(request, (await params).id, appLeadRouteDeps);
}
