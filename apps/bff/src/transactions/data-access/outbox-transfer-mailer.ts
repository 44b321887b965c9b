import type { Language } from '@seed/domain';
import { enqueueOutboxEmail, type EmailContent, type EmailOutbox } from '../../accounts';
import { escapeHtml } from '../../shared/escape-html';
import { AppError } from '../../shared/app-error';
import type { TransferClaimEmail, TransferMailer } from '../domain/ports';

interface ClaimWords {
  subject: (sender: string) => string;
  intro: (sender: string) => string;
  openLink: (to: string) => string;
  onceClaimed: string;
  action: string;
  signInToClaim: (to: string) => string;
  ignore: string;
}

// English is the spec's wording; Hindi and Marathi say "claim" as the claim page's button does
// (हस्तांतरण प्राप्त करें / करा), so the e-mail and the page it opens agree.
const CLAIM_WORDS: Record<Language, ClaimWords> = {
  en: {
    subject: (sender) => `${sender} sent you seed on the Seed Portal`,
    intro: (sender) => `${sender} has recorded a transfer of seed to you on the Seed Portal:`,
    openLink: (to) => `Open this link, sign in or register with this e-mail address (${to}), and claim it:`,
    onceClaimed: "Once you claim it, the seed lots and their history are in your organization's account.",
    action: 'Claim the transfer',
    signInToClaim: (to) => `Sign in or register with this e-mail address (${to}) to claim it.`,
    ignore: 'If you did not expect this, you can ignore this e-mail.',
  },
  hi: {
    subject: (sender) => `${sender} ने बीज ट्रेसेबिलिटी पोर्टल पर आपको बीज भेजा है`,
    intro: (sender) => `${sender} ने बीज ट्रेसेबिलिटी पोर्टल पर आपके लिए बीज का हस्तांतरण दर्ज किया है:`,
    openLink: (to) => `यह लिंक खोलें, इसी ई-मेल पते (${to}) से साइन इन या रजिस्टर करें, और हस्तांतरण प्राप्त करें:`,
    onceClaimed: 'प्राप्त करने पर ये बीज लॉट और उनका इतिहास आपके संगठन के खाते में जुड़ जाएँगे।',
    action: 'हस्तांतरण प्राप्त करें',
    signInToClaim: (to) => `इसे प्राप्त करने के लिए इसी ई-मेल पते (${to}) से साइन इन या रजिस्टर करें।`,
    ignore: 'यदि आपको इसकी अपेक्षा नहीं थी, तो आप इस ई-मेल को अनदेखा कर सकते हैं।',
  },
  mr: {
    subject: (sender) => `${sender} यांनी बियाणे ट्रेसेबिलिटी पोर्टलवर आपल्याला बियाणे पाठवले आहे`,
    intro: (sender) => `${sender} यांनी बियाणे ट्रेसेबिलिटी पोर्टलवर आपल्यासाठी बियाण्याचे हस्तांतरण नोंदवले आहे:`,
    openLink: (to) => `ही लिंक उघडा, याच ई-मेल पत्त्याने (${to}) साइन इन किंवा नोंदणी करा आणि हस्तांतरण प्राप्त करा:`,
    onceClaimed: 'प्राप्त केल्यावर हे बियाणे लॉट आणि त्यांचा इतिहास आपल्या संस्थेच्या खात्यात जमा होतील.',
    action: 'हस्तांतरण प्राप्त करा',
    signInToClaim: (to) => `ते प्राप्त करण्यासाठी याच ई-मेल पत्त्याने (${to}) साइन इन किंवा नोंदणी करा.`,
    ignore: 'आपल्याला याची अपेक्षा नसल्यास, आपण या ई-मेलकडे दुर्लक्ष करू शकता.',
  },
};

/** Subject and bodies of the claim e-mail, written for someone who has never seen the portal, in a language. */
export function transferClaimEmailContent(email: TransferClaimEmail, language: Language): EmailContent {
  const words = CLAIM_WORDS[language];
  const lines = email.items.map((item) => `- ${item}`).join('\n');
  const text =
    `${words.intro(email.senderName)}\n\n${lines}\n\n` +
    `${words.openLink(email.to)}\n${email.link}\n\n` +
    `${words.onceClaimed} ${words.ignore}`;
  const html =
    `<p>${words.intro(escapeHtml(email.senderName))}</p>` +
    `<ul>${email.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` +
    `<p><a href="${escapeHtml(email.link)}">${words.action}</a></p>` +
    `<p>${words.signInToClaim(escapeHtml(email.to))} ${words.ignore}</p>`;
  return { subject: words.subject(email.senderName), text, html };
}

/** Claim e-mails through the auth server's outbox, in the transfer's transaction. */
export function createOutboxTransferMailer(outbox: EmailOutbox): TransferMailer {
  return {
    enqueue: (tx, email) =>
      enqueueOutboxEmail(outbox, tx, {
        recipient: email.to,
        kind: 'transfer_claim',
        content: (language) => transferClaimEmailContent(email, language),
        // TransferClaimEmail does not carry the sender's request language (yet): an address
        // without an account gets the sender's profile language, else English.
        requestLanguage: null,
      }),
    afterCommit: () => outbox.flush(),
  };
}

/** For an auth mode without an outbox: a transfer to an e-mail fails before anything is kept. */
export function createUnavailableTransferMailer(): TransferMailer {
  return {
    async enqueue() {
      throw new AppError(503, 'transfer_email_unavailable', 'Failed to send the claim e-mail');
    },
    afterCommit: async () => {},
  };
}
