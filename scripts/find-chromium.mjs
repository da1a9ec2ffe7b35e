// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium. When
// none is there and we run as root with apt, installs Debian's `chromium`; otherwise fails with
// how to install one. Never a silent skip.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
  }
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && hasApt && isRoot) {
    console.log('Installing Debian chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
}
