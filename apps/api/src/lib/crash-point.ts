/**
 * Named points in long work where the crash tests kill the process (SIGKILL, like a power cut):
 * `CRASH_AT=approval:batch#3` dies the third time an approval batch is written. Unset, nothing happens.
 */
const reached = new Map<string, number>();

export function crashPoint(crashAt: string | undefined, point: string): void {
  if (!crashAt) return;
  const [name, nth = '1'] = crashAt.split('#');
  if (name !== point) return;
  const count = (reached.get(point) ?? 0) + 1;
  reached.set(point, count);
  if (count === Number(nth)) process.kill(process.pid, 'SIGKILL');
}
