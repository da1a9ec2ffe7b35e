import { readFile } from 'node:fs/promises';
import { saveMarketplaceSettingsBodySchema } from '@tranche/contracts';
import {
  currentSettingsVersion,
  saveMarketplaceSettings,
} from '../../modules/marketplace-settings/marketplace-settings.service';
import type { CliCommand } from '../cli-command';
import { usageError } from './usage-error';

/**
 * `npm run admin -- marketplace-settings` prints the rules in force as JSON (edit a copy);
 * `marketplace-settings set <file.json> <reason…>` saves that file as the new version.
 */
export const marketplaceSettingsCommand: CliCommand = {
  name: 'marketplace-settings',
  usage: 'marketplace-settings [set <settings.json> <reason…>]',
  description:
    'print the marketplace rules in force (scorecard, discounts, fee, defaults) or save a new version',
  async run(args, context) {
    if (args.length === 0) {
      const version = await currentSettingsVersion((await context.container()).database.db);
      context.out(
        version.id
          ? `# saved ${version.changedAt} by ${version.changedBy}: ${version.reason}`
          : '# the built-in defaults (no version saved yet)',
      );
      context.out(JSON.stringify(version.settings, null, 2));
      return 0;
    }
    const [verb, file, ...reason] = args;
    if (verb !== 'set' || !file || reason.length === 0)
      return usageError(marketplaceSettingsCommand, context);
    let settings: unknown;
    try {
      settings = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      context.err(`Cannot read ${file}: ${(error as Error).message}`);
      return 1;
    }
    const parsed = saveMarketplaceSettingsBodySchema.safeParse({ settings, reason: reason.join(' ') });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.err(`${issue.path.join('.')}: ${issue.message}`);
      return 1;
    }
    const saved = await saveMarketplaceSettings(
      (await context.container()).database.db,
      parsed.data,
      'operator-cli',
    );
    context.out(`Saved marketplace settings ${saved.id} (${saved.reason}); in force from now on.`);
    return 0;
  },
};
