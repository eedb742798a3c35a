import type { Email } from '../../lib/mailer.ts';

/** Mail goes out in German to German-speaking users and in English to everyone else (for now). */
type MailLanguage = 'en' | 'de';

interface Recipient {
  email: string;
  firstName: string;
  locale: string;
}

interface Template {
  subject: string;
  greeting: (name: string) => string;
  paragraphs: string[];
  action?: string;
  closing: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function languageOf(locale: string): MailLanguage {
  return locale === 'de' ? 'de' : 'en';
}

/** One layout for every identity mail: a plain-text part and a simple HTML twin. */
function render(to: Recipient, template: Template, link?: string): Email {
  const hello = template.greeting(to.firstName);
  const text = [hello, '', ...template.paragraphs.flatMap((p) => [p, '']), ...(link ? [link, ''] : []), template.closing].join('\n');
  const button =
    link && template.action
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(template.action)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(link)}</p>`
      : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:auto;padding:1rem"><p>${escapeHtml(hello)}</p>${template.paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}${button}<p>${escapeHtml(template.closing)}</p></body></html>`;
  return { to: to.email, subject: template.subject, text, html };
}

const greeting = { en: (name: string) => (name ? `Hello ${name},` : 'Hello,'), de: (name: string) => (name ? `Hallo ${name},` : 'Hallo,') };
const closing = { en: 'Your Parla team', de: 'Dein Parla-Team' };

export function verificationEmail(to: Recipient, link: string): Email {
  const templates: Record<MailLanguage, Template> = {
    en: {
      subject: 'Please confirm your email address',
      greeting: greeting.en,
      paragraphs: ['Welcome to Parla! Please confirm your email address with the link below. It is valid for 7 days.'],
      action: 'Confirm email address',
      closing: closing.en,
    },
    de: {
      subject: 'Bitte bestätige deine E-Mail-Adresse',
      greeting: greeting.de,
      paragraphs: ['Willkommen bei Parla! Bitte bestätige deine E-Mail-Adresse über den folgenden Link. Er ist 7 Tage gültig.'],
      action: 'E-Mail-Adresse bestätigen',
      closing: closing.de,
    },
  };
  return render(to, templates[languageOf(to.locale)], link);
}

export function passwordResetEmail(to: Recipient, link: string): Email {
  const templates: Record<MailLanguage, Template> = {
    en: {
      subject: 'Reset your password',
      greeting: greeting.en,
      paragraphs: [
        'Someone (hopefully you) asked to reset the password of your Parla account. The link below is valid for 60 minutes and works once.',
        'If you did not ask for this, ignore this email: your password stays unchanged.',
      ],
      action: 'Choose a new password',
      closing: closing.en,
    },
    de: {
      subject: 'Passwort zurücksetzen',
      greeting: greeting.de,
      paragraphs: [
        'Jemand (hoffentlich du) möchte das Passwort deines Parla-Kontos zurücksetzen. Der folgende Link ist 60 Minuten gültig und funktioniert nur einmal.',
        'Wenn du das nicht warst, ignoriere diese E-Mail: dein Passwort bleibt unverändert.',
      ],
      action: 'Neues Passwort wählen',
      closing: closing.de,
    },
  };
  return render(to, templates[languageOf(to.locale)], link);
}

export function passwordChangedEmail(to: Recipient): Email {
  const templates: Record<MailLanguage, Template> = {
    en: {
      subject: 'Your password has been changed',
      greeting: greeting.en,
      paragraphs: [
        'The password of your Parla account has just been changed, and your other sessions have been signed out.',
        'If this was not you, reset your password at once and contact our support.',
      ],
      closing: closing.en,
    },
    de: {
      subject: 'Dein Passwort wurde geändert',
      greeting: greeting.de,
      paragraphs: [
        'Das Passwort deines Parla-Kontos wurde soeben geändert, und deine anderen Sitzungen wurden abgemeldet.',
        'Wenn du das nicht warst, setze dein Passwort sofort zurück und kontaktiere unseren Support.',
      ],
      closing: closing.de,
    },
  };
  return render(to, templates[languageOf(to.locale)]);
}
