import type { Language } from '@seed/domain';
import { escapeHtml } from '../../shared/escape-html';
import type { OutgoingMessage } from './outbox';

// Every text of the auth server's e-mails and SMS in the portal's languages (issue 30). English
// is the spec's wording; Hindi and Marathi follow the glossary (apps/shell/src/i18n/GLOSSARY.md)
// and name the product as the catalogues do. Links and codes are never translated.

export type EmailKind = 'signup' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication';

interface EmailWords {
  subjects: Record<EmailKind, string>;
  leads: Record<EmailKind, { text: string; action: string }>;
  orEnterCode: string;
  yourCode: string;
  expiry: (withLink: boolean, minutes: number) => string;
  smsCode: (code: string) => string;
}

const EMAIL_WORDS: Record<Language, EmailWords> = {
  en: {
    subjects: {
      signup: 'Confirm your signup',
      magiclink: 'Your magic link',
      recovery: 'Reset your password',
      email_change: 'Confirm your new email address',
      reauthentication: 'Confirm it is you',
    },
    leads: {
      signup: {
        text: 'Welcome to the Seed Portal. Confirm your email address to finish signing up.',
        action: 'Confirm your email',
      },
      magiclink: { text: 'Use this link to sign in to the Seed Portal.', action: 'Sign in' },
      recovery: {
        text: 'Someone asked to reset the password of your Seed Portal account. If it was not you, ignore this email.',
        action: 'Reset password',
      },
      email_change: {
        text: 'Confirm this address as the new email of your Seed Portal account.',
        action: 'Confirm new email',
      },
      reauthentication: { text: 'Enter this code to confirm it is you.', action: '' },
    },
    orEnterCode: 'Or enter this code',
    yourCode: 'Your code',
    expiry: (withLink, minutes) =>
      `The ${withLink ? 'link and code expire' : 'code expires'} in ${minutes} minutes and work once.`,
    smsCode: (code) => `Your seed portal code is ${code}`,
  },
  hi: {
    subjects: {
      signup: 'अपने पंजीकरण की पुष्टि करें',
      magiclink: 'आपका मैजिक लिंक',
      recovery: 'अपना पासवर्ड रीसेट करें',
      email_change: 'अपने नए ई-मेल पते की पुष्टि करें',
      reauthentication: 'पुष्टि करें कि यह आप ही हैं',
    },
    leads: {
      signup: {
        text: 'बीज ट्रेसेबिलिटी पोर्टल में आपका स्वागत है। पंजीकरण पूरा करने के लिए अपने ई-मेल पते की पुष्टि करें।',
        action: 'अपने ई-मेल की पुष्टि करें',
      },
      magiclink: {
        text: 'बीज ट्रेसेबिलिटी पोर्टल में साइन इन करने के लिए इस लिंक का उपयोग करें।',
        action: 'साइन इन करें',
      },
      recovery: {
        text: 'किसी ने आपके बीज ट्रेसेबिलिटी पोर्टल खाते का पासवर्ड रीसेट करने का अनुरोध किया है। यदि यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें।',
        action: 'पासवर्ड रीसेट करें',
      },
      email_change: {
        text: 'इस पते की पुष्टि अपने बीज ट्रेसेबिलिटी पोर्टल खाते के नए ई-मेल के रूप में करें।',
        action: 'नए ई-मेल की पुष्टि करें',
      },
      reauthentication: { text: 'यह पुष्टि करने के लिए कि यह आप ही हैं, यह कोड दर्ज करें।', action: '' },
    },
    orEnterCode: 'या यह कोड दर्ज करें',
    yourCode: 'आपका कोड',
    expiry: (withLink, minutes) =>
      withLink
        ? `लिंक और कोड ${minutes} मिनट में समाप्त हो जाएँगे और केवल एक बार काम करेंगे।`
        : `कोड ${minutes} मिनट में समाप्त हो जाएगा और केवल एक बार काम करेगा।`,
    smsCode: (code) => `आपका बीज ट्रेसेबिलिटी पोर्टल कोड ${code} है`,
  },
  mr: {
    subjects: {
      signup: 'आपल्या नोंदणीची पुष्टी करा',
      magiclink: 'आपली मॅजिक लिंक',
      recovery: 'आपला पासवर्ड रीसेट करा',
      email_change: 'आपल्या नवीन ई-मेल पत्त्याची पुष्टी करा',
      reauthentication: 'हे आपणच आहात याची पुष्टी करा',
    },
    leads: {
      signup: {
        text: 'बियाणे ट्रेसेबिलिटी पोर्टलवर आपले स्वागत आहे. नोंदणी पूर्ण करण्यासाठी आपल्या ई-मेल पत्त्याची पुष्टी करा.',
        action: 'आपल्या ई-मेलची पुष्टी करा',
      },
      magiclink: {
        text: 'बियाणे ट्रेसेबिलिटी पोर्टलवर साइन इन करण्यासाठी ही लिंक वापरा.',
        action: 'साइन इन करा',
      },
      recovery: {
        text: 'कोणीतरी आपल्या बियाणे ट्रेसेबिलिटी पोर्टल खात्याचा पासवर्ड रीसेट करण्याची विनंती केली आहे. ती आपण केली नसल्यास, या ई-मेलकडे दुर्लक्ष करा.',
        action: 'पासवर्ड रीसेट करा',
      },
      email_change: {
        text: 'आपल्या बियाणे ट्रेसेबिलिटी पोर्टल खात्याचा नवीन ई-मेल म्हणून या पत्त्याची पुष्टी करा.',
        action: 'नवीन ई-मेलची पुष्टी करा',
      },
      reauthentication: { text: 'हे आपणच आहात याची पुष्टी करण्यासाठी हा कोड प्रविष्ट करा.', action: '' },
    },
    orEnterCode: 'किंवा हा कोड प्रविष्ट करा',
    yourCode: 'आपला कोड',
    expiry: (withLink, minutes) =>
      withLink
        ? `लिंक आणि कोड ${minutes} मिनिटांत कालबाह्य होतील आणि फक्त एकदाच वापरता येतील.`
        : `कोड ${minutes} मिनिटांत कालबाह्य होईल आणि फक्त एकदाच वापरता येईल.`,
    smsCode: (code) => `आपला बियाणे ट्रेसेबिलिटी पोर्टल कोड ${code} आहे`,
  },
};

/** An e-mail with the link (when there is one) and the 6-digit code, in the recipient's language. */
export function emailMessage(input: {
  kind: EmailKind;
  to: string;
  link: string | null;
  code: string;
  expiresInMinutes: number;
  userId: string;
  language: Language;
}): OutgoingMessage {
  const words = EMAIL_WORDS[input.language];
  const lead = words.leads[input.kind];
  const codeLabel = input.link ? words.orEnterCode : words.yourCode;
  const expiry = words.expiry(input.link !== null, input.expiresInMinutes);
  const lines = [
    lead.text,
    '',
    ...(input.link ? [`${lead.action}: ${input.link}`, ''] : []),
    `${codeLabel}: ${input.code}`,
    '',
    expiry,
  ];
  const html = [
    `<p>${escapeHtml(lead.text)}</p>`,
    ...(input.link ? [`<p><a href="${escapeHtml(input.link)}">${escapeHtml(lead.action)}</a></p>`] : []),
    `<p>${escapeHtml(codeLabel)}: <strong>${input.code}</strong></p>`,
    `<p>${escapeHtml(expiry)}</p>`,
  ].join('\n');
  return {
    channel: 'email',
    recipient: input.to,
    kind: input.kind,
    subject: words.subjects[input.kind],
    bodyText: lines.join('\n'),
    bodyHtml: html,
    userId: input.userId,
  };
}

/** The SMS of a one-time code (spec 1 §9: 6 digits), in the recipient's language. */
export function smsMessage(input: {
  kind: string;
  to: string;
  code: string;
  userId: string;
  language: Language;
}): OutgoingMessage {
  return {
    channel: 'sms',
    recipient: input.to,
    kind: input.kind,
    subject: null,
    bodyText: EMAIL_WORDS[input.language].smsCode(input.code),
    bodyHtml: null,
    userId: input.userId,
  };
}

/**
 * Notices that carry no code: what an address gets instead of a sign-up confirmation or a
 * sign-in link when sending those would tell a stranger whether the address has an account.
 * `account_exists`: a sign-up for an address that already has a confirmed account (its owner
 * learns how to get in). `no_account`: a magic link asked for an address without an account.
 */
export type NoticeKind = 'account_exists' | 'no_account';

type Notice = { subject: string; lines: (siteUrl: string) => string[] };

const NOTICES: Record<Language, Record<NoticeKind, Notice>> = {
  en: {
    account_exists: {
      subject: 'You already have a Seed Portal account',
      lines: (siteUrl) => [
        'Someone, perhaps you, tried to register this address on the Seed Portal, but it already has an account.',
        `Sign in: ${siteUrl}/login`,
        `Forgot your password? Reset it: ${siteUrl}/forgot-password`,
        'If it was not you, ignore this message: nothing has changed.',
      ],
    },
    no_account: {
      subject: 'No Seed Portal account for this address',
      lines: (siteUrl) => [
        'Someone, perhaps you, asked for a sign-in link to the Seed Portal for this address, but it has no account.',
        `Register: ${siteUrl}/register`,
        'If you were invited, open the link of the invitation e-mail. If it was not you, ignore this message.',
      ],
    },
  },
  hi: {
    account_exists: {
      subject: 'बीज ट्रेसेबिलिटी पोर्टल पर आपका खाता पहले से है',
      lines: (siteUrl) => [
        'किसी ने, शायद आपने, इस पते को बीज ट्रेसेबिलिटी पोर्टल पर रजिस्टर करने का प्रयास किया, लेकिन इस पते का खाता पहले से है।',
        `साइन इन करें: ${siteUrl}/login`,
        `पासवर्ड भूल गए? उसे रीसेट करें: ${siteUrl}/forgot-password`,
        'यदि यह आप नहीं थे, तो इस संदेश को अनदेखा करें: कुछ भी नहीं बदला है।',
      ],
    },
    no_account: {
      subject: 'इस पते का बीज ट्रेसेबिलिटी पोर्टल पर कोई खाता नहीं है',
      lines: (siteUrl) => [
        'किसी ने, शायद आपने, इस पते के लिए बीज ट्रेसेबिलिटी पोर्टल का साइन इन लिंक माँगा, लेकिन इस पते का कोई खाता नहीं है।',
        `रजिस्टर करें: ${siteUrl}/register`,
        'यदि आपको आमंत्रित किया गया था, तो आमंत्रण वाले ई-मेल का लिंक खोलें। यदि यह आप नहीं थे, तो इस संदेश को अनदेखा करें।',
      ],
    },
  },
  mr: {
    account_exists: {
      subject: 'बियाणे ट्रेसेबिलिटी पोर्टलवर आपले खाते आधीच आहे',
      lines: (siteUrl) => [
        'कोणीतरी, कदाचित आपण, हा पत्ता बियाणे ट्रेसेबिलिटी पोर्टलवर नोंदवण्याचा प्रयत्न केला, पण या पत्त्याचे खाते आधीच आहे.',
        `साइन इन करा: ${siteUrl}/login`,
        `पासवर्ड विसरलात? तो रीसेट करा: ${siteUrl}/forgot-password`,
        'हे आपण केले नसल्यास, या संदेशाकडे दुर्लक्ष करा: काहीही बदललेले नाही.',
      ],
    },
    no_account: {
      subject: 'या पत्त्याचे बियाणे ट्रेसेबिलिटी पोर्टलवर खाते नाही',
      lines: (siteUrl) => [
        'कोणीतरी, कदाचित आपण, या पत्त्यासाठी बियाणे ट्रेसेबिलिटी पोर्टलची साइन इन लिंक मागितली, पण या पत्त्याचे खाते नाही.',
        `नोंदणी करा: ${siteUrl}/register`,
        'आपल्याला आमंत्रित केले असल्यास, आमंत्रणाच्या ई-मेलमधील लिंक उघडा. हे आपण केले नसल्यास, या संदेशाकडे दुर्लक्ष करा.',
      ],
    },
  },
};

/** The e-mail of a notice, in the recipient's language. */
export function noticeEmail(input: {
  kind: NoticeKind;
  to: string;
  siteUrl: string;
  userId: string | null;
  language: Language;
}): OutgoingMessage {
  const notice = NOTICES[input.language][input.kind];
  const lines = notice.lines(input.siteUrl);
  return {
    channel: 'email',
    recipient: input.to,
    kind: input.kind,
    subject: notice.subject,
    bodyText: lines.join('\n\n'),
    bodyHtml: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    userId: input.userId,
  };
}

const ACCOUNT_EXISTS_SMS: Record<Language, (siteUrl: string) => string> = {
  en: (siteUrl) => `This number already has a Seed Portal account. Sign in at ${siteUrl}/login`,
  hi: (siteUrl) => `बीज ट्रेसेबिलिटी पोर्टल पर इस नंबर का खाता पहले से है। साइन इन करें: ${siteUrl}/login`,
  mr: (siteUrl) => `बियाणे ट्रेसेबिलिटी पोर्टलवर या नंबरचे खाते आधीच आहे. साइन इन करा: ${siteUrl}/login`,
};

/** The SMS of `account_exists` (only to numbers that have an account: SMS cost money). */
export function accountExistsSms(input: {
  to: string;
  siteUrl: string;
  userId: string;
  language: Language;
}): OutgoingMessage {
  return {
    channel: 'sms',
    recipient: input.to,
    kind: 'account_exists',
    subject: null,
    bodyText: ACCOUNT_EXISTS_SMS[input.language](input.siteUrl),
    bodyHtml: null,
    userId: input.userId,
  };
}
