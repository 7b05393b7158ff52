import type { TLanguage } from '@picture-bingo/shared';

/** What a link mail's wording may use: the recipient's address and how long the link works. */
export interface LinkMailValues {
  to: string;
  /** Minutes (reset) or hours (verify), as the mail's purpose says. */
  ttl: number;
}

/** The words of a mail carrying one link. */
export interface LinkMailTexts {
  subject: string;
  intro: (values: LinkMailValues) => string;
  action: string;
  outro: (values: LinkMailValues) => string;
}

/** The words every mail shares. */
export interface MailFrame {
  /** Above the link written out, for a mail program that does not show the button. */
  pasteLink: string;
  signature: string;
}

/** Every mail the server sends, in one language. */
export interface MailCatalogue {
  frame: MailFrame;
  passwordReset: LinkMailTexts;
  verification: LinkMailTexts;
}

const arabicPlural = new Intl.PluralRules('ar');

/** An Arabic count with its noun in the form the number asks for (one, two, 3–10, 11–99, 100…). */
function arabicCount(count: number, forms: { one: string; two: string; few: string; many: string }) {
  const rule = arabicPlural.select(count);
  if (rule === 'one') return forms.one;
  if (rule === 'two') return forms.two;
  return `${count} ${rule === 'few' ? forms.few : forms.many}`;
}
const arabicMinutes = (n: number) =>
  arabicCount(n, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' });
const arabicHours = (n: number) =>
  arabicCount(n, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' });

/**
 * The mails in every language the app speaks: a language without a catalogue, or a catalogue without one of the
 * mails or words above, fails the typecheck. Address forms are chosen once per language and kept: formal
 * (vous, Sie, você in its neutral form, -desu/-masu) where a language distinguishes.
 */
export const MAIL_CATALOGUES: Record<TLanguage, MailCatalogue> = {
  en: {
    frame: { pasteLink: 'Or paste this address into your browser:', signature: '— Picture Bingo' },
    passwordReset: {
      subject: 'Reset your Picture Bingo password',
      intro: ({ to }) => `Someone asked to reset the password of the Picture Bingo account for ${to}.`,
      action: 'Choose a new password',
      outro: ({ ttl }) =>
        `The link works once, for ${ttl} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    },
    verification: {
      subject: 'Verify your email address for Picture Bingo',
      intro: ({ to }) =>
        `Please confirm that ${to} is your address, so you can buy games and get back into your account if you forget your password.`,
      action: 'Verify my email address',
      outro: ({ ttl }) =>
        `The link works for ${ttl} hours. If you did not create a Picture Bingo account, ignore this mail.`,
    },
  },
  es: {
    frame: { pasteLink: 'O pegue esta dirección en su navegador:', signature: '— Picture Bingo' },
    passwordReset: {
      subject: 'Restablezca su contraseña de Picture Bingo',
      intro: ({ to }) =>
        `Alguien ha pedido restablecer la contraseña de la cuenta de Picture Bingo de ${to}.`,
      action: 'Elegir una contraseña nueva',
      outro: ({ ttl }) =>
        `El enlace funciona una sola vez, durante ${ttl} minutos. Si no lo ha pedido usted, ignore este correo: su contraseña no cambia.`,
    },
    verification: {
      subject: 'Verifique su dirección de correo para Picture Bingo',
      intro: ({ to }) =>
        `Confirme que ${to} es su dirección, para poder comprar partidas y recuperar su cuenta si olvida la contraseña.`,
      action: 'Verificar mi dirección de correo',
      outro: ({ ttl }) =>
        `El enlace funciona durante ${ttl} horas. Si no ha creado una cuenta de Picture Bingo, ignore este correo.`,
    },
  },
  fr: {
    frame: { pasteLink: 'Ou collez cette adresse dans votre navigateur :', signature: '— Picture Bingo' },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Picture Bingo',
      intro: ({ to }) =>
        `Quelqu’un a demandé à réinitialiser le mot de passe du compte Picture Bingo de ${to}.`,
      action: 'Choisir un nouveau mot de passe',
      outro: ({ ttl }) =>
        `Le lien ne fonctionne qu’une fois, pendant ${ttl} minutes. Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.`,
    },
    verification: {
      subject: 'Vérifiez votre adresse e-mail pour Picture Bingo',
      intro: ({ to }) =>
        `Merci de confirmer que ${to} est bien votre adresse : vous pourrez acheter des parties et récupérer votre compte si vous oubliez votre mot de passe.`,
      action: 'Vérifier mon adresse e-mail',
      outro: ({ ttl }) =>
        `Le lien fonctionne pendant ${ttl} heures. Si vous n’avez pas créé de compte Picture Bingo, ignorez ce message.`,
    },
  },
  de: {
    frame: {
      pasteLink: 'Oder fügen Sie diese Adresse in Ihren Browser ein:',
      signature: '— Picture Bingo',
    },
    passwordReset: {
      subject: 'Setzen Sie Ihr Picture-Bingo-Passwort zurück',
      intro: ({ to }) =>
        `Jemand hat verlangt, das Passwort des Picture-Bingo-Kontos für ${to} zurückzusetzen.`,
      action: 'Neues Passwort wählen',
      outro: ({ ttl }) =>
        `Der Link funktioniert einmal, ${ttl} Minuten lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
    },
    verification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Picture Bingo',
      intro: ({ to }) =>
        `Bitte bestätigen Sie, dass ${to} Ihre Adresse ist. Dann können Sie Spiele kaufen und wieder in Ihr Konto gelangen, falls Sie Ihr Passwort vergessen.`,
      action: 'Meine E-Mail-Adresse bestätigen',
      outro: ({ ttl }) =>
        `Der Link funktioniert ${ttl} Stunden lang. Wenn Sie kein Picture-Bingo-Konto angelegt haben, ignorieren Sie diese E-Mail.`,
    },
  },
  'pt-BR': {
    frame: { pasteLink: 'Ou cole este endereço no seu navegador:', signature: '— Picture Bingo' },
    passwordReset: {
      subject: 'Redefina sua senha do Picture Bingo',
      intro: ({ to }) => `Alguém pediu para redefinir a senha da conta do Picture Bingo de ${to}.`,
      action: 'Escolher uma nova senha',
      outro: ({ ttl }) =>
        `O link funciona uma única vez, por ${ttl} minutos. Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.`,
    },
    verification: {
      subject: 'Confirme seu endereço de e-mail no Picture Bingo',
      intro: ({ to }) =>
        `Confirme que ${to} é o seu endereço para poder comprar jogos e recuperar sua conta se esquecer a senha.`,
      action: 'Confirmar meu endereço de e-mail',
      outro: ({ ttl }) =>
        `O link funciona por ${ttl} horas. Se você não criou uma conta no Picture Bingo, ignore este e-mail.`,
    },
  },
  ar: {
    frame: { pasteLink: 'أو الصق هذا العنوان في متصفحك:', signature: '— Picture Bingo' },
    passwordReset: {
      subject: 'أعد تعيين كلمة مرور Picture Bingo',
      intro: ({ to }) => `طلب أحدهم إعادة تعيين كلمة مرور حساب Picture Bingo الخاص بـ ${to}.`,
      action: 'اختر كلمة مرور جديدة',
      outro: ({ ttl }) =>
        `يعمل الرابط مرة واحدة فقط، لمدة ${arabicMinutes(ttl)}. إذا لم تطلبه، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
    },
    verification: {
      subject: 'أكِّد عنوان بريدك الإلكتروني في Picture Bingo',
      intro: ({ to }) =>
        `يُرجى تأكيد أن ${to} هو عنوانك، لتتمكن من شراء الألعاب واستعادة حسابك إذا نسيت كلمة المرور.`,
      action: 'تأكيد عنوان بريدي الإلكتروني',
      outro: ({ ttl }) =>
        `يعمل الرابط لمدة ${arabicHours(ttl)}. إذا لم تُنشئ حسابًا في Picture Bingo، فتجاهل هذه الرسالة.`,
    },
  },
  ja: {
    frame: {
      pasteLink: 'または、このアドレスをブラウザに貼り付けてください：',
      signature: '— Picture Bingo',
    },
    passwordReset: {
      subject: 'Picture Bingo のパスワードの再設定',
      intro: ({ to }) => `${to} の Picture Bingo アカウントのパスワード再設定が依頼されました。`,
      action: '新しいパスワードを設定する',
      outro: ({ ttl }) =>
        `このリンクは ${ttl} 分間、1 回だけ使えます。心当たりがない場合は、このメールを無視してください。パスワードは変更されません。`,
    },
    verification: {
      subject: 'Picture Bingo のメールアドレスの確認',
      intro: ({ to }) =>
        `${to} がお客様のメールアドレスであることを確認してください。確認すると、ゲームを購入したり、パスワードを忘れたときにアカウントを復旧したりできます。`,
      action: 'メールアドレスを確認する',
      outro: ({ ttl }) =>
        `このリンクは ${ttl} 時間有効です。Picture Bingo のアカウントを作成していない場合は、このメールを無視してください。`,
    },
  },
};
