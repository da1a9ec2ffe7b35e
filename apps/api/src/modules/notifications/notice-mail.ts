import { isNotificationType, NOTIFICATION_LINKS } from '@tranche/contracts';
import { mailLanguage } from '../../lib/mail-text';
import de from '../../locales/de/notifications.json' with { type: 'json' };
import en from '../../locales/en/notifications.json' with { type: 'json' };

const texts = { en, de };

/**
 * The mail of a notification whose producer wrote no mail of its own: its title and a link to
 * the screen it concerns, in the recipient's language.
 */
export function noticeMail(language: string, type: string, publicUrl: string) {
  const text = texts[mailLanguage(language)];
  const known = isNotificationType(type);
  const title = known ? text.titles[type] : text.titles.OTHER;
  const url = `${publicUrl.replace(/\/$/, '')}${known ? NOTIFICATION_LINKS[type] : '/notifications'}`;
  const fill = (template: string) => template.replace('{{title}}', title).replace('{{url}}', url);
  return { subject: fill(text.subject), text: fill(text.text) };
}
