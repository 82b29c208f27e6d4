// The words of the account e-mails (sign-in link, password reset, verification, e-mail change), in
// each language they are written in. A reader's locale picks its language (fr-CA -> fr), else English.

export type AccountTemplate =
  'SIGN_IN_LINK' | 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_CHANGE' | 'EMAIL_CHANGED';

export const ACCOUNT_TEMPLATES: readonly AccountTemplate[] = [
  'SIGN_IN_LINK',
  'PASSWORD_RESET',
  'VERIFY_EMAIL',
  'EMAIL_CHANGE',
  'EMAIL_CHANGED',
];

/** What fills a template: the recipient, and the new address of a changed e-mail. */
export interface AccountValues {
  to: string;
  newEmail?: string;
}

interface Words {
  subject: string;
  /** Paragraphs of the body (its plain text too). */
  body: (values: AccountValues) => string[];
  /** The button's label; none for an e-mail without a link. */
  action?: string;
}

interface Language {
  templates: Record<AccountTemplate, Words>;
  /** Said under every account e-mail: why it came though the reader turned e-mails off. */
  footer: string;
  /** Before the bare link, for a mail client that shows no button. */
  linkIntro: string;
}

const en: Language = {
  templates: {
    SIGN_IN_LINK: {
      subject: 'Your sign-in link for Hostel',
      body: ({ to }) => [
        `Open this link to sign in to Hostel as ${to}. It works once; a new account starts with it if you have none yet.`,
        'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
      ],
      action: 'Sign in to Hostel',
    },
    PASSWORD_RESET: {
      subject: 'Choose a new password for Hostel',
      body: ({ to }) => [
        `Someone asked to reset the password of the Hostel account ${to}. Open this link to choose a new one; it works once.`,
        'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    VERIFY_EMAIL: {
      subject: 'Confirm your e-mail address',
      body: ({ to }) => [
        `Open this link to confirm that ${to} is your e-mail address on Hostel. It works once.`,
        'If you did not create a Hostel account, ignore this e-mail.',
      ],
      action: 'Confirm my address',
    },
    EMAIL_CHANGE: {
      subject: 'Confirm your new e-mail address',
      body: ({ to }) => [
        `Open this link to make ${to} the e-mail address of your Hostel account. Your address changes once you open it.`,
        'If you did not ask for it, ignore this e-mail: nothing changes.',
      ],
      action: 'Confirm the change',
    },
    EMAIL_CHANGED: {
      subject: 'Your e-mail address was changed',
      body: ({ to, newEmail }) => [
        `The e-mail address of your Hostel account is now ${newEmail}. ${to} no longer signs in to it.`,
        'If this was not you, someone else may hold your account: contact Hostel support at once.',
      ],
    },
  },
  footer: 'This is an account and security e-mail: it is always sent.',
  linkIntro: 'Or copy this link into your browser:',
};

const fr: Language = {
  templates: {
    SIGN_IN_LINK: {
      subject: 'Votre lien de connexion à Hostel',
      body: ({ to }) => [
        `Ouvrez ce lien pour vous connecter à Hostel en tant que ${to}. Il ne sert qu’une fois ; il crée votre compte si vous n’en avez pas encore.`,
        'Si vous ne l’avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans ce lien.',
      ],
      action: 'Se connecter à Hostel',
    },
    PASSWORD_RESET: {
      subject: 'Choisissez un nouveau mot de passe pour Hostel',
      body: ({ to }) => [
        `Quelqu’un a demandé à réinitialiser le mot de passe du compte Hostel ${to}. Ouvrez ce lien pour en choisir un nouveau ; il ne sert qu’une fois.`,
        'Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    VERIFY_EMAIL: {
      subject: 'Confirmez votre adresse e-mail',
      body: ({ to }) => [
        `Ouvrez ce lien pour confirmer que ${to} est votre adresse e-mail sur Hostel. Il ne sert qu’une fois.`,
        'Si vous n’avez pas créé de compte Hostel, ignorez cet e-mail.',
      ],
      action: 'Confirmer mon adresse',
    },
    EMAIL_CHANGE: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: ({ to }) => [
        `Ouvrez ce lien pour faire de ${to} l’adresse e-mail de votre compte Hostel. Elle change dès que vous l’ouvrez.`,
        'Si vous ne l’avez pas demandé, ignorez cet e-mail : rien ne change.',
      ],
      action: 'Confirmer le changement',
    },
    EMAIL_CHANGED: {
      subject: 'Votre adresse e-mail a été modifiée',
      body: ({ to, newEmail }) => [
        `L’adresse e-mail de votre compte Hostel est désormais ${newEmail}. ${to} ne permet plus de vous y connecter.`,
        'Si ce n’était pas vous, quelqu’un d’autre détient peut-être votre compte : contactez tout de suite le support Hostel.',
      ],
    },
  },
  footer: 'Ceci est un e-mail de compte et de sécurité : il est toujours envoyé.',
  linkIntro: 'Ou copiez ce lien dans votre navigateur :',
};

const LANGUAGES: Record<string, Language> = { en, fr };

/** The language an account e-mail is written in for `locale` (a BCP 47 tag), English by default. */
export function accountLanguage(locale: string | null | undefined): string {
  const primary = locale?.split(/[-_]/)[0]?.toLowerCase();
  return primary && primary in LANGUAGES ? primary : 'en';
}

/** The words of one account e-mail in `locale`'s language. */
export function accountWords(
  template: AccountTemplate,
  locale: string | null | undefined,
  values: AccountValues,
) {
  const lang = accountLanguage(locale);
  const language = LANGUAGES[lang]!;
  const words = language.templates[template];
  return {
    lang,
    subject: words.subject,
    paragraphs: words.body(values),
    action: words.action ?? null,
    footer: language.footer,
    linkIntro: language.linkIntro,
  };
}
