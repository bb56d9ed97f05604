import { appSpinRouteDeps } from '@/spin-to-win/server/app-spin-deps';
import { handleSpin, handleSpinStatus } from '@/spin-to-win/server/spin-route';

/** Spin to win (SPEC 2 /spin-to-win): see spin-to-win/server/spin-route.ts. */
export const GET = (request: Request) => handleSpinStatus(request, appSpinRouteDeps);
export const POST = (request: Request) => handleSpin(request, appSpinRouteDeps);
