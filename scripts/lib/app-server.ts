import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from './run';

export type AppServer = {
  port: number;
  url: string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  terminate(): Promise<number | null>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL at once (a crash: nothing is finished); resolves once the process has ended. */
  kill(): Promise<void>;
  /** The last 4,000 characters the server printed. */
  output(): string;
};

/**
 * The production build (`next start`) on a port with its own environment: a second instance for
 * tests, or the server that `npm run fuzz` and `npm run load` drive. Node runs Next directly (not
 * the shell shims in node_modules/.bin), so signals reach the server. Resolves once /api/health
 * answers 200.
 */
export async function startAppServer(port: number, env: Record<string, string> = {}, timeoutMs = 90_000): Promise<AppServer> {
  const child = spawn(process.execPath, [join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)], {
    cwd: join(repoRoot, 'web'),
    // NODE_OPTIONS of a test worker carries the runner's own loaders, which have no place in the app.
    env: { ...process.env, NODE_OPTIONS: '', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('waiting'), 250))]);
    if (early !== 'waiting') throw new Error(`The app on port ${port} exited (${String(early)}):\n${output}`);
    if ((await healthStatus(port)) === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The app on port ${port} did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`);
    }
  }
  return {
    port,
    url: `http://localhost:${port}`,
    terminate: () => {
      child.kill('SIGTERM');
      return exited;
    },
    stop: () => stopChild(child, exited),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    output: () => output,
  };
}

/** /api/health's status, or 0 when the server does not answer within 5 s. */
export function healthStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', headers: { host: `localhost:${port}` }, timeout: 5_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
