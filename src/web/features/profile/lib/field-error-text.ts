import i18n from 'i18next';
import type { ProfileField } from './profile-form';

/**
 * The line under a field the server rejected. In English, the server's own words (they say what is
 * wrong, e.g. the length limit) without the "Invalid field 'email':" lead-in the field's place
 * already says; in Marathi and Hindi, a translated line for that kind of field.
 */
export function fieldErrorText(field: ProfileField, serverMessage: string): string {
  if ((i18n.resolvedLanguage ?? 'en') !== 'en') return i18n.t(field === 'email' ? 'invalid.email' : 'invalid.other', { ns: 'profile' });
  const bare = serverMessage.replace(/^invalid field '[^']*':\s*/i, '').trim();
  return bare ? bare.charAt(0).toUpperCase() + bare.slice(1) : i18n.t('invalid.other', { ns: 'profile' });
}
