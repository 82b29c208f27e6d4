// Starts benchmark servers as child processes (so the load generator never shares their CPU time
// slice) and waits until they answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const MS_PER_CLOCK_TICK = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system) a process has used so far, in ms; NaN where /proc is not there. */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_CLOCK_TICK;
  } catch {
    return NaN;
  }
}

export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  // A server left over from an interrupted run would answer for the new one.
  if (
    await fetch(readyUrl, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`${readyUrl} already answers: stop the process listening there first.`);
  }
  const child = spawn(
    process.execPath,
    [
      // BENCH_PROFILE=<dir> writes a V8 CPU profile of each server there, to see where time goes.
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      '--import',
      'tsx',
      ...args,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      // LOG_LEVEL set for the benchmark shows the servers' logs.
      stdio: ['ignore', process.env.LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${readyUrl} did not answer within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { child, stop };
}
