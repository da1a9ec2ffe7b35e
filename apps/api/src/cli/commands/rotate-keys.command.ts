import { identityConfig } from '../../identity/identity-config';
import { createKeyStore } from '../../identity/tokens/key-store';
import type { CliCommand } from '../cli-command';

/**
 * Adds a new token-signing key to DATA_DIR/keys. The old key stays published in the JWKS for a
 * day, so tokens it signed keep verifying; running servers switch within seconds.
 */
export const rotateKeysCommand: CliCommand = {
  name: 'rotate-keys',
  usage: 'rotate-keys',
  description: "add a new token-signing key to the embedded pool's JWKS (the old one stays published)",
  async run(_args, context) {
    const config = identityConfig(context.env);
    if (config.mode !== 'embedded') {
      context.err('rotate-keys is for the embedded user pool; Cognito rotates its own keys.');
      return 1;
    }
    const keys = createKeyStore(config.keysDir);
    await keys.signingKey();
    const kid = await keys.rotate();
    const published = (await keys.jwks()).keys.map((key) => key.kid);
    context.out(`New signing key ${kid}; published keys: ${published.join(', ')}`);
    return 0;
  },
};
