// The product's e-mail, a React Email component rendered on the server to HTML and plain text.
import { createElement as h } from 'react';
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Text } from '@react-email/components';
import { render } from '@react-email/render';

export interface EmailContent {
  title: string;
  body: string;
  /** The button's target, already absolute. */
  actionUrl: string | null;
  unsubscribeUrl: string | null;
  /** What the unsubscribe link turns off, e.g. "requests and reservations". */
  categoryLabel: string;
  /** An account e-mail's language, button label and footer (account-email.ts); English otherwise. */
  lang?: string;
  actionLabel?: string;
  footer?: string;
  /** Shown with the bare link under the button, for mail clients that show no button. */
  linkIntro?: string;
}

const BRAND = '#1c7ed6'; // Mantine blue.7, the web app's primary colour

function NoticeEmail(content: EmailContent) {
  const { title, body, actionUrl, unsubscribeUrl, categoryLabel, linkIntro } = content;
  return h(
    Html,
    { lang: content.lang ?? 'en' },
    h(Head),
    h(Preview, null, title),
    h(
      Body,
      { style: { backgroundColor: '#f8f9fa', fontFamily: 'Helvetica, Arial, sans-serif', color: '#212529' } },
      h(
        Container,
        { style: { backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px', borderRadius: '8px' } },
        h(Text, { style: { fontSize: '20px', fontWeight: 700, margin: '0 0 12px' } }, title),
        // Blank lines part paragraphs (several messages in one e-mail, a broadcast's text).
        ...body
          .split(/\n\s*\n/)
          .map((paragraph, i) =>
            h(
              Text,
              { key: i, style: { fontSize: '15px', lineHeight: '22px', whiteSpace: 'pre-line' } },
              paragraph,
            ),
          ),
        actionUrl &&
          h(
            Button,
            {
              href: actionUrl,
              style: { backgroundColor: BRAND, color: '#ffffff', padding: '10px 18px', borderRadius: '6px' },
            },
            content.actionLabel ?? 'Open in Hostel',
          ),
        actionUrl &&
          linkIntro &&
          h(
            Text,
            { style: { fontSize: '13px', lineHeight: '20px', color: '#495057', wordBreak: 'break-all' } },
            `${linkIntro} `,
            h(Link, { href: actionUrl }, actionUrl),
          ),
        h(Hr, { style: { margin: '24px 0 12px' } }),
        unsubscribeUrl
          ? h(
              Text,
              { style: { fontSize: '12px', color: '#868e96' } },
              `You get this e-mail for ${categoryLabel}. `,
              h(Link, { href: unsubscribeUrl }, 'Unsubscribe from these e-mails'),
            )
          : h(
              Text,
              { style: { fontSize: '12px', color: '#868e96' } },
              content.footer ?? 'Account and security e-mails are always sent.',
            ),
      ),
    ),
  );
}

/** The HTML and plain-text parts of one e-mail. */
export async function renderEmail(content: EmailContent): Promise<{ html: string; text: string }> {
  const element = h(NoticeEmail, content);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
