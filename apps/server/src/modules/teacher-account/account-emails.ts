import type { Email } from '../../lib/mailer.ts';

/** Account mail goes out in German to German-speaking users and in English otherwise. */
type MailLanguage = 'en' | 'de';
const languageOf = (locale: string): MailLanguage => (locale === 'de' ? 'de' : 'en');
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface AccountMailRecipient {
  email: string;
  firstName: string;
  locale: string;
}

function render(to: AccountMailRecipient, subject: string, paragraphs: string[], highlight?: string): Email {
  const de = languageOf(to.locale) === 'de';
  const hello = de ? (to.firstName ? `Hallo ${to.firstName},` : 'Hallo,') : to.firstName ? `Hello ${to.firstName},` : 'Hello,';
  const closing = de ? 'Dein Parla-Team' : 'Your Parla team';
  const lines = [hello, '', ...paragraphs.flatMap((p, i) => (i === 0 && highlight ? [p, '', highlight, ''] : [p, ''])), closing];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:auto;padding:1rem"><p>${escapeHtml(hello)}</p>${paragraphs
    .map(
      (p, i) =>
        `<p>${escapeHtml(p)}</p>${i === 0 && highlight ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(highlight)}</p>` : ''}`,
    )
    .join('')}<p>${escapeHtml(closing)}</p></body></html>`;
  return { to: to.email, subject, text: lines.join('\n'), html };
}

/** The two-factor code for a change of payout details (000 §5). */
export function payoutCodeEmail(to: AccountMailRecipient, code: string, validMinutes: number): Email {
  if (languageOf(to.locale) === 'de') {
    return render(
      to,
      `Dein Bestätigungscode: ${code}`,
      [
        'Mit diesem Code bestätigst du die Änderung deiner Rechnungs- und Zahlungsdaten:',
        `Der Code ist ${validMinutes} Minuten gültig und kann einmal verwendet werden.`,
        'Wenn du keine Änderung angefordert hast, ignoriere diese E-Mail und ändere dein Passwort.',
      ],
      code,
    );
  }
  return render(
    to,
    `Your verification code: ${code}`,
    [
      'Use this code to confirm the change of your invoice and payment details:',
      `The code is valid for ${validMinutes} minutes and works once.`,
      'If you did not ask for a change, ignore this e-mail and change your password.',
    ],
    code,
  );
}

/** Sent after a change: a teacher whose account was taken over learns of it at once. */
export function payoutChangedEmail(to: AccountMailRecipient, method: string): Email {
  if (languageOf(to.locale) === 'de') {
    return render(to, 'Deine Zahlungsdaten wurden geändert', [
      `Deine Rechnungs- und Zahlungsdaten wurden soeben geändert (Zahlungsart: ${method === 'PayPal' ? 'PayPal' : 'Banküberweisung'}).`,
      'Warst du das nicht? Dann antworte bitte sofort auf diese E-Mail.',
    ]);
  }
  return render(to, 'Your payment details were changed', [
    `Your invoice and payment details were just changed (payment method: ${method === 'PayPal' ? 'PayPal' : 'bank transfer'}).`,
    'Was this not you? Then please reply to this e-mail at once.',
  ]);
}

/** 000 §2: after an application, "a confirmation e-mail follows". */
export function applicationReceivedEmail(to: AccountMailRecipient, reference: string): Email {
  if (languageOf(to.locale) === 'de') {
    return render(to, 'Deine Bewerbung bei Parla ist eingegangen', [
      `Vielen Dank für deine Bewerbung als Lehrkraft bei Parla. Deine Referenz: ${reference}.`,
      'Unser Team prüft deine Angaben und meldet sich innerhalb von zehn Werktagen bei dir.',
    ]);
  }
  return render(to, 'We received your application to teach with Parla', [
    `Thank you for applying to teach with Parla. Your reference: ${reference}.`,
    'Our team reviews every application and will get back to you within ten working days.',
  ]);
}
