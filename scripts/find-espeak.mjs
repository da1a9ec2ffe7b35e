// Finds espeak-ng, the speech engine the assistant's read-aloud tests drive (POST /api/llm/tts).
// When it is missing and we run as root with apt, installs Debian's `espeak-ng`; otherwise fails
// with how to install it. Never a silent skip. (`npm start` runs without it: speech answers 503.)
import { spawnSync } from 'node:child_process';

const found = () => spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0;

export function findEspeak({ install = true } = {}) {
  if (found()) return 'espeak-ng';
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && hasApt && isRoot) {
    console.log('Installing Debian espeak-ng for the speech tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'espeak-ng']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
    }
    if (found()) return 'espeak-ng';
  }
  throw new Error(
    'No espeak-ng found for the speech tests. Install it (Debian/Ubuntu: `sudo apt-get install espeak-ng`, ' +
      'macOS: `brew install espeak-ng`) so that `espeak-ng` is on the PATH.',
  );
}
