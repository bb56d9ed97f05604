import { appLeadRouteDeps } from '@/leads/server/lead-route-deps';
import { handleCvUpload } from '@/leads/server/upload-route';

export function POST(request: Request) {
  return handleCvUpload(request, appLeadRouteDeps);
}
