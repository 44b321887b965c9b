// The verification page's words, in English, Hindi and Marathi (issue 30), written for a farmer at
// the shop counter: what the check found, what to do now, and how to report a packet that looks
// wrong. Hindi and Marathi follow the portal's glossary (apps/shell/src/i18n/GLOSSARY.md).
import { type Language, LANGUAGES } from '@seed/domain';

/** The portal's languages, in its order: the page's language switch lists them so. */
export const PAGE_LANGUAGES = LANGUAGES;
export type PageLanguage = Language;

/** The seed classes a lot's generation may name (Seeds Act 1966 certification chain, and truthful labels). */
export type GenerationClass = 'nucleus' | 'breeder' | 'foundation' | 'certified' | 'truthfully_labelled';

export interface PageText {
  languageName: string;
  title: string;
  states: {
    genuine: { heading: string; body: string };
    verified_before: {
      heading: (date: string) => string;
      /** How many times the code was checked on other phones before, and near where (when known). */
      checks: (times: number, places: string | null) => string;
      body: string;
    };
    code_withdrawn: {
      heading: (company: string, date: string) => string;
      contact: (contact: string) => string;
      noContact: string;
      body: string;
    };
    recalled: { heading: string; body: string };
    stop_sale: { heading: string; body: string };
    withdrawn: { heading: string; body: string };
    unknown: { heading: string; body: string };
  };
  reason: string;
  whatToDo: string;
  /** A coarse place a scan was shared from: 18.5° N, 73.9° E. */
  near: (places: string) => string;
  /** Shown to a signed-in member of the packet's chain, whose check is then not counted. */
  staffCheck: string;
  details: string;
  labels: {
    crop: string;
    variety: string;
    notification: string;
    released: string;
    generation: string;
    harvested: string;
    packed: string;
    packSize: string;
    lot: string;
    packet: string;
    company: string;
    contact: string;
    germination: string;
    purity: string;
    testedOn: string;
    validUntil: string;
    laboratory: string;
  };
  /** A seed test that forbids the sale (Seeds Act 1966 s. 7, Seeds Rules 1968 rule 13): the buyer is told first. */
  seedTest: { expired: (date: string) => string; failed: string; minimum: (value: number) => string };
  certification: {
    /** The heading of a valid certificate, by its class (the tag's colour names it). */
    certified: (seedClass: string) => string;
    details: (agency: string, number: string, date: string) => string;
    tag: (tag: number) => string;
    expired: (date: string) => string;
    revoked: string;
    classes: Record<'breeder' | 'foundation' | 'certified' | 'truthfully_labelled', string>;
  };
  /** A generation that names a seed class ('Certified', 'foundation seed stage II'), in the page's words. */
  generation: { classes: Record<GenerationClass, string>; stage: (seedClass: string, stage: number) => string };
  notificationText: (number: string | null, date: string | null) => string;
  report: {
    heading: string;
    intro: string;
    shopName: string;
    place: string;
    phone: string;
    phoneHint: string;
    photo: string;
    photoHint: string;
    submit: string;
    thanksHeading: string;
    thanksBody: string;
    back: string;
    fixErrors: string;
    errors: {
      shopNameRequired: string;
      shopNameTooLong: (max: number) => string;
      placeRequired: string;
      placeTooLong: (max: number) => string;
      phoneInvalid: string;
      tooLarge: string;
      notAForm: string;
      photoTooLarge: (megabytes: number) => string;
      photoNotImage: string;
      photoTooManyPixels: (megapixels: number, edge: number) => string;
      photoUnreadable: string;
    };
  };
  location: { share: string; hint: string; wait: string; thanks: string; failed: string };
  tooMany: { heading: string; body: (minutes: number) => string };
  notFound: { heading: string; body: string };
  /** A /v or /01 address that cannot be one of our codes (refused before the database). */
  notACode: { heading: string; body: string };
  /** A /01 address that is no GS1 Digital Link at all (400): a misread or mistyped code. */
  badLink: { heading: string; body: string };
  /** A /01 address whose GTIN's check digit is wrong (400). */
  badCheckDigit: { heading: string; body: string };
  failed: { heading: string; body: string };
  privacy: string;
  checkedAt: (dateTime: string) => string;
}

const EN: PageText = {
  languageName: 'English',
  title: 'Seed packet check',
  states: {
    genuine: {
      heading: 'Genuine seed',
      body: 'This packet is registered by the company that produced it. Check that the details below match what is printed on the packet.',
    },
    verified_before: {
      heading: (date) => `Checked before — first on ${date}`,
      checks: (times, places) =>
        `This packet’s code was checked ${times === 1 ? 'once' : `${times} times`} before on other phones${places ? `, ${places}` : ''}.`,
      body: 'A shop may check a packet before selling it. If you bought this packet sealed and nobody checked it in front of you, ask the shop; if the answer does not satisfy you, report the packet below.',
    },
    code_withdrawn: {
      heading: (company, date) => `This code was withdrawn by ${company} on ${date}`,
      contact: (contact) => `Contact ${contact} before you sow this seed.`,
      noContact: 'Ask the shop where you bought it, or the company, before you sow this seed.',
      body: 'The company stopped using this label’s code. The seed in the packet may still be genuine.',
    },
    recalled: {
      heading: 'Recalled — do not sow these seeds',
      body: 'Do not sow these seeds. Take the packet back to the shop where you bought it and keep your bill.',
    },
    stop_sale: {
      heading: 'Sale stopped — do not buy or sow yet',
      body: 'The company has stopped selling this lot while it is being checked. Do not sow it yet. Ask the shop, or check this code again in a few days.',
    },
    withdrawn: {
      heading: 'Withdrawn by the company — do not buy or sow',
      body: 'The company that produced this seed has withdrawn this lot. Do not buy or sow this packet. Take it back to the shop where you bought it and keep your bill, or ask the company.',
    },
    unknown: {
      heading: 'This code is not ours — the packet may be counterfeit',
      body: 'Do not buy or sow this packet. Keep the packet and your bill, and report the shop below so the seed company can act.',
    },
  },
  reason: 'Reason',
  whatToDo: 'What to do',
  near: (places) => `near ${places}`,
  staffCheck:
    'You are signed in to the portal for a company that handled this lot: this check is not counted as a customer’s.',
  details: 'About this seed',
  labels: {
    crop: 'Crop',
    variety: 'Variety',
    notification: 'Notified variety',
    released: 'Released',
    generation: 'Seed class / generation',
    harvested: 'Harvested',
    packed: 'Packed',
    packSize: 'Pack size',
    lot: 'Lot',
    packet: 'Packet number',
    company: 'Company',
    contact: 'Contact',
    germination: 'Germination',
    purity: 'Physical purity',
    testedOn: 'Date of test',
    validUntil: 'Test valid until',
    laboratory: 'Tested by',
  },
  seedTest: {
    expired: (date) =>
      `Do not buy: the test of this seed lot expired on ${date}. Seed may not be sold after its test’s validity.`,
    failed: 'Do not buy: this seed lot failed its seed test — it is below the minimum germination or purity standards.',
    minimum: (value) => `${value} %`,
  },
  certification: {
    certified: (seedClass) => `✓ ${seedClass}`,
    details: (agency, number, date) => `Certified by ${agency}, certificate ${number}, valid until ${date}.`,
    tag: (tag) => `Tag number of this packet: ${tag}`,
    expired: (date) => `The certificate of this seed expired on ${date}.`,
    revoked: 'Do not buy: the certification of this seed was revoked by the certification agency.',
    classes: {
      breeder: 'Breeder seed (golden yellow tag)',
      foundation: 'Certified foundation seed (white tag)',
      certified: 'Certified seed (blue tag)',
      truthfully_labelled: 'Truthfully labelled seed (opal green label)',
    },
  },
  generation: {
    classes: {
      nucleus: 'Nucleus seed',
      breeder: 'Breeder seed',
      foundation: 'Foundation seed',
      certified: 'Certified seed',
      truthfully_labelled: 'Truthfully labelled seed',
    },
    stage: (seedClass, stage) => `${seedClass}, stage ${stage}`,
  },
  notificationText: (number, date) =>
    [number ? `S.O. ${number}` : null, date ? `dated ${date}` : null].filter(Boolean).join(', '),
  report: {
    heading: 'Report a suspicious packet',
    intro:
      'Tell the seed company where you saw this packet. Your phone number is optional; it is only used to call you back about this report.',
    shopName: 'Shop name',
    place: 'Place (village, town or market)',
    phone: 'Your phone number (optional)',
    phoneHint: 'Digits only, for example 98765 43210',
    photo: 'Photo of the packet (optional)',
    photoHint: 'A clear photo of the label helps the company check it.',
    submit: 'Send report',
    thanksHeading: 'Thank you — your report was sent',
    thanksBody: 'The seed company will look into it. Keep the packet and your bill until then.',
    back: 'Back to the packet check',
    fixErrors: 'Please correct the report:',
    errors: {
      shopNameRequired: 'Please write the shop’s name.',
      shopNameTooLong: (max) => `The shop’s name can be up to ${max} letters.`,
      placeRequired: 'Please write the place where the shop is.',
      placeTooLong: (max) => `The place can be up to ${max} letters.`,
      phoneInvalid: 'Please write the phone number in digits, for example 98765 43210, or leave it empty.',
      tooLarge: 'The report is too long. Please shorten it and send it again.',
      notAForm: 'Please send the report with the form on this page.',
      photoTooLarge: (mb) =>
        `The photo is too large (up to ${mb} MB). Please choose it again with a smaller size, or send the report without a photo.`,
      photoNotImage:
        'The file is not a photo. Please choose a photo (JPEG or PNG), or send the report without a photo.',
      photoTooManyPixels: (mp, edge) =>
        `The photo has too many pixels (up to ${mp} megapixels and ${edge.toLocaleString('en-IN')} pixels a side). Please take it again at a smaller size, or send the report without a photo.`,
      photoUnreadable:
        'The photo could not be read. Please choose it again (JPEG or PNG), or send the report without a photo.',
    },
  },
  location: {
    share: 'Share my approximate location',
    hint: 'This helps the company find fake packets. Only your area (about 1 km) is kept, never your exact place, and only if you press the button.',
    wait: 'Finding your area…',
    thanks: 'Thank you — your approximate area was shared.',
    failed: 'Your location could not be shared. You can still report the packet below.',
  },
  tooMany: {
    heading: 'Please wait a moment',
    body: (minutes) =>
      `Too many checks came from this connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  notFound: { heading: 'Page not found', body: 'Scan the QR code on the packet again.' },
  notACode: {
    heading: 'This code is not ours',
    body: 'This is not the code of one of our seed packets. Scan the QR code on the packet again. If you see this page again, the packet may be counterfeit: do not buy or sow it, and keep the packet and your bill.',
  },
  badLink: {
    heading: 'This address is not a complete code',
    body: 'The address is not the code printed on a packet: part of it is missing or mistyped. Scan the QR code on the packet again instead of typing it.',
  },
  badCheckDigit: {
    heading: 'This product number is not valid',
    body: 'The product number (GTIN) in this address has a wrong check digit: it was misread or mistyped. Scan the QR code on the packet again instead of typing it.',
  },
  failed: {
    heading: 'The check could not be done',
    body: 'Something went wrong on our side. Please try again in a minute.',
  },
  privacy:
    'We record only the time of this check, the kind of device and, if you agree, your approximate area — never who you are.',
  checkedAt: (dateTime) => `Checked ${dateTime}`,
};

const HI: PageText = {
  languageName: 'हिन्दी',
  title: 'बीज पैकेट की जाँच',
  states: {
    genuine: {
      heading: 'असली बीज',
      body: 'यह पैकेट इसे बनाने वाली कंपनी के पास दर्ज है। नीचे दी गई जानकारी पैकेट पर छपी जानकारी से मिलाकर देखें।',
    },
    verified_before: {
      heading: (date) => `पहले जाँचा जा चुका है — पहली बार ${date} को`,
      checks: (times, places) =>
        `इस पैकेट का कोड पहले दूसरे फ़ोन से ${times === 1 ? 'एक बार' : `${times} बार`} जाँचा जा चुका है${places ? `, ${places}` : ''}।`,
      body: 'दुकानदार बेचने से पहले पैकेट जाँच सकता है। अगर आपने यह पैकेट बंद (सील) हालत में खरीदा है और आपके सामने किसी ने इसे नहीं जाँचा, तो दुकानदार से पूछें; जवाब से संतोष न हो तो नीचे इस पैकेट की शिकायत करें।',
    },
    code_withdrawn: {
      heading: (company, date) => `${company} ने यह कोड ${date} को वापस ले लिया`,
      contact: (contact) => `यह बीज बोने से पहले ${contact} से संपर्क करें।`,
      noContact: 'यह बीज बोने से पहले उस दुकान से, जहाँ से खरीदा था, या कंपनी से पूछें।',
      body: 'कंपनी ने इस लेबल का कोड इस्तेमाल करना बंद कर दिया है। पैकेट का बीज फिर भी असली हो सकता है।',
    },
    recalled: {
      heading: 'वापस मँगाया गया — इन बीजों को न बोएँ',
      body: 'इन बीजों को न बोएँ। पैकेट उसी दुकान पर लौटाएँ जहाँ से खरीदा था, और अपना बिल संभाल कर रखें।',
    },
    stop_sale: {
      heading: 'बिक्री रोकी गई — अभी न खरीदें, न बोएँ',
      body: 'जाँच पूरी होने तक कंपनी ने इस लॉट की बिक्री रोक दी है। इसे अभी न बोएँ। दुकानदार से पूछें, या कुछ दिन बाद यह कोड फिर से जाँचें।',
    },
    withdrawn: {
      heading: 'कंपनी ने यह लॉट वापस ले लिया है — न खरीदें, न बोएँ',
      body: 'इस बीज को बनाने वाली कंपनी ने यह लॉट वापस ले लिया है। यह पैकेट न खरीदें और न बोएँ। इसे उसी दुकान पर लौटाएँ जहाँ से खरीदा था और अपना बिल संभाल कर रखें, या कंपनी से पूछें।',
    },
    unknown: {
      heading: 'यह कोड हमारा नहीं है — पैकेट नकली हो सकता है',
      body: 'यह पैकेट न खरीदें और न बोएँ। पैकेट और बिल संभाल कर रखें, और नीचे दुकान की शिकायत करें ताकि बीज कंपनी कार्रवाई कर सके।',
    },
  },
  reason: 'कारण',
  whatToDo: 'अब क्या करें',
  near: (places) => `${places} के पास`,
  staffCheck: 'आप इस लॉट को संभालने वाली कंपनी की ओर से पोर्टल में साइन-इन हैं: यह जाँच ग्राहक की जाँच में नहीं गिनी जाती।',
  details: 'इस बीज की जानकारी',
  labels: {
    crop: 'फ़सल',
    variety: 'किस्म',
    notification: 'अधिसूचित किस्म',
    released: 'जारी वर्ष',
    generation: 'बीज श्रेणी / पीढ़ी',
    harvested: 'कटाई',
    packed: 'पैकिंग',
    packSize: 'पैकेट का वज़न',
    lot: 'लॉट',
    packet: 'पैकेट संख्या',
    company: 'कंपनी',
    contact: 'संपर्क',
    germination: 'अंकुरण',
    purity: 'भौतिक शुद्धता',
    testedOn: 'परीक्षण की तारीख',
    validUntil: 'परीक्षण इस तारीख तक वैध',
    laboratory: 'परीक्षण प्रयोगशाला',
  },
  seedTest: {
    expired: (date) => `न खरीदें: इस बीज लॉट के परीक्षण की वैधता ${date} को समाप्त हो गई। वैधता के बाद बीज बेचा नहीं जा सकता।`,
    failed: 'न खरीदें: यह बीज लॉट अपने बीज परीक्षण में विफल रहा — अंकुरण या शुद्धता न्यूनतम मानक से कम है।',
    minimum: (value) => `${value} %`,
  },
  certification: {
    certified: (seedClass) => `✓ ${seedClass}`,
    details: (agency, number, date) => `प्रमाणक: ${agency}, प्रमाणपत्र ${number}, ${date} तक वैध।`,
    tag: (tag) => `इस पैकेट का टैग नंबर: ${tag}`,
    expired: (date) => `इस बीज का प्रमाणपत्र ${date} को समाप्त हो गया।`,
    revoked: 'न खरीदें: प्रमाणन संस्था ने इस बीज का प्रमाणन रद्द कर दिया है।',
    classes: {
      breeder: 'प्रजनक बीज (सुनहरा पीला टैग)',
      foundation: 'प्रमाणित आधार बीज (सफ़ेद टैग)',
      certified: 'प्रमाणित बीज (नीला टैग)',
      truthfully_labelled: 'सत्य-अंकित बीज (हल्का हरा लेबल)',
    },
  },
  generation: {
    classes: {
      nucleus: 'न्यूक्लियस बीज',
      breeder: 'प्रजनक बीज',
      foundation: 'आधार बीज',
      certified: 'प्रमाणित बीज',
      truthfully_labelled: 'सत्य-अंकित बीज',
    },
    stage: (seedClass, stage) => `${seedClass}, चरण ${stage}`,
  },
  notificationText: (number, date) =>
    [number ? `का.आ. ${number}` : null, date ? `दिनांक ${date}` : null].filter(Boolean).join(', '),
  report: {
    heading: 'संदिग्ध पैकेट की शिकायत करें',
    intro:
      'बीज कंपनी को बताएँ कि आपने यह पैकेट कहाँ देखा। फ़ोन नंबर देना ज़रूरी नहीं है; इसका उपयोग केवल इस शिकायत के बारे में आपसे बात करने के लिए होगा।',
    shopName: 'दुकान का नाम',
    place: 'जगह (गाँव, कस्बा या मंडी)',
    phone: 'आपका फ़ोन नंबर (ज़रूरी नहीं)',
    phoneHint: 'केवल अंक, जैसे 98765 43210',
    photo: 'पैकेट की फ़ोटो (ज़रूरी नहीं)',
    photoHint: 'लेबल की साफ़ फ़ोटो से कंपनी को जाँच में मदद मिलती है।',
    submit: 'शिकायत भेजें',
    thanksHeading: 'धन्यवाद — आपकी शिकायत भेज दी गई है',
    thanksBody: 'बीज कंपनी इसकी जाँच करेगी। तब तक पैकेट और बिल संभाल कर रखें।',
    back: 'पैकेट की जाँच पर वापस जाएँ',
    fixErrors: 'कृपया शिकायत ठीक करें:',
    errors: {
      shopNameRequired: 'कृपया दुकान का नाम लिखें।',
      shopNameTooLong: (max) => `दुकान का नाम अधिकतम ${max} अक्षरों का हो सकता है।`,
      placeRequired: 'कृपया वह जगह लिखें जहाँ दुकान है।',
      placeTooLong: (max) => `जगह का नाम अधिकतम ${max} अक्षरों का हो सकता है।`,
      phoneInvalid: 'कृपया फ़ोन नंबर अंकों में लिखें, जैसे 98765 43210, या इसे खाली छोड़ दें।',
      tooLarge: 'शिकायत बहुत लंबी है। कृपया इसे छोटा करके फिर भेजें।',
      notAForm: 'कृपया इस पेज के फ़ॉर्म से शिकायत भेजें।',
      photoTooLarge: (mb) => `फ़ोटो बहुत बड़ी है (अधिकतम ${mb} MB)। कृपया छोटी फ़ोटो फिर से चुनें, या फ़ोटो के बिना शिकायत भेजें।`,
      photoNotImage: 'यह फ़ाइल फ़ोटो नहीं है। कृपया कोई फ़ोटो (JPEG या PNG) चुनें, या फ़ोटो के बिना शिकायत भेजें।',
      photoTooManyPixels: (mp, edge) =>
        `फ़ोटो में बहुत ज़्यादा पिक्सेल हैं (अधिकतम ${mp} मेगापिक्सेल और हर तरफ़ ${edge.toLocaleString('en-IN')} पिक्सेल)। कृपया छोटे आकार में फ़ोटो फिर से लें, या फ़ोटो के बिना शिकायत भेजें।`,
      photoUnreadable: 'फ़ोटो पढ़ी नहीं जा सकी। कृपया इसे फिर से चुनें (JPEG या PNG), या फ़ोटो के बिना शिकायत भेजें।',
    },
  },
  location: {
    share: 'मेरी अनुमानित जगह बताएँ',
    hint: 'इससे कंपनी को नकली पैकेट पकड़ने में मदद मिलती है। केवल आपका इलाका (लगभग 1 किमी) रखा जाता है, आपकी ठीक जगह कभी नहीं, और वह भी तभी जब आप बटन दबाएँ।',
    wait: 'आपका इलाका खोजा जा रहा है…',
    thanks: 'धन्यवाद — आपका अनुमानित इलाका भेज दिया गया।',
    failed: 'आपकी जगह नहीं भेजी जा सकी। आप फिर भी नीचे पैकेट की शिकायत कर सकते हैं।',
  },
  tooMany: {
    heading: 'कृपया थोड़ा रुकें',
    body: (minutes) => `इस कनेक्शन से बहुत सारी जाँचें हुईं। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  },
  notFound: { heading: 'पेज नहीं मिला', body: 'पैकेट पर छपा QR कोड फिर से स्कैन करें।' },
  notACode: {
    heading: 'यह कोड हमारा नहीं है',
    body: 'यह हमारे किसी बीज पैकेट का कोड नहीं है। पैकेट पर छपा QR कोड फिर से स्कैन करें। अगर यह पेज फिर दिखे, तो पैकेट नकली हो सकता है: इसे न खरीदें, न बोएँ, और पैकेट व बिल संभाल कर रखें।',
  },
  badLink: {
    heading: 'यह पता पूरा कोड नहीं है',
    body: 'यह पता पैकेट पर छपा कोड नहीं है: इसका कुछ भाग छूट गया है या गलत लिखा गया है। इसे टाइप करने के बजाय पैकेट पर छपा QR कोड फिर से स्कैन करें।',
  },
  badCheckDigit: {
    heading: 'यह उत्पाद संख्या सही नहीं है',
    body: 'इस पते में उत्पाद संख्या (GTIN) का जाँच अंक गलत है: इसे गलत पढ़ा या लिखा गया है। इसे टाइप करने के बजाय पैकेट पर छपा QR कोड फिर से स्कैन करें।',
  },
  failed: { heading: 'जाँच नहीं हो सकी', body: 'हमारी ओर से कुछ गड़बड़ हुई। कृपया एक मिनट बाद फिर कोशिश करें।' },
  privacy:
    'हम केवल इस जाँच का समय, डिवाइस का प्रकार और, आपकी सहमति हो तो, आपका अनुमानित इलाका दर्ज करते हैं — आपकी पहचान कभी नहीं।',
  checkedAt: (dateTime) => `जाँच का समय: ${dateTime}`,
};

const MR: PageText = {
  languageName: 'मराठी',
  title: 'बियाणे पाकिटाची तपासणी',
  states: {
    genuine: {
      heading: 'अस्सल बियाणे',
      body: 'हे पाकीट ते तयार करणाऱ्या कंपनीकडे नोंदलेले आहे. खाली दिलेली माहिती पाकिटावर छापलेल्या माहितीशी जुळते का ते तपासा.',
    },
    verified_before: {
      heading: (date) => `आधी तपासले गेले आहे — पहिल्यांदा ${date} रोजी`,
      checks: (times, places) =>
        `या पाकिटाचा कोड याआधी इतर फोनवरून ${times === 1 ? 'एकदा' : `${times} वेळा`} तपासला गेला आहे${places ? `, ${places}` : ''}.`,
      body: 'दुकानदार विकण्यापूर्वी पाकीट तपासू शकतो. तुम्ही हे पाकीट बंद (सीलबंद) स्थितीत घेतले असेल आणि तुमच्यासमोर कोणीही ते तपासले नसेल, तर दुकानदाराला विचारा; उत्तराने समाधान न झाल्यास खाली या पाकिटाची तक्रार करा.',
    },
    code_withdrawn: {
      heading: (company, date) => `${company} यांनी हा कोड ${date} रोजी मागे घेतला`,
      contact: (contact) => `हे बियाणे पेरण्यापूर्वी ${contact} यांच्याशी संपर्क साधा.`,
      noContact: 'हे बियाणे पेरण्यापूर्वी ज्या दुकानातून घेतले तिथे, किंवा कंपनीकडे विचारा.',
      body: 'कंपनीने या लेबलचा कोड वापरणे बंद केले आहे. पाकिटातील बियाणे तरीही अस्सल असू शकते.',
    },
    recalled: {
      heading: 'परत मागवले (रिकॉल) — हे बियाणे पेरू नका',
      body: 'हे बियाणे पेरू नका. पाकीट ज्या दुकानातून घेतले तिथे परत करा आणि आपले बिल जपून ठेवा.',
    },
    stop_sale: {
      heading: 'विक्री बंदी — सध्या खरेदी करू नका, पेरू नका',
      body: 'तपासणी पूर्ण होईपर्यंत कंपनीने या लॉटची विक्री थांबवली आहे. सध्या हे बियाणे पेरू नका. दुकानदाराला विचारा, किंवा काही दिवसांनी हा कोड पुन्हा तपासा.',
    },
    withdrawn: {
      heading: 'कंपनीने हा लॉट मागे घेतला आहे — खरेदी करू नका, पेरू नका',
      body: 'हे बियाणे तयार करणाऱ्या कंपनीने हा लॉट मागे घेतला आहे. हे पाकीट खरेदी करू नका आणि पेरू नका. ज्या दुकानातून घेतले तिथे ते परत करा आणि आपले बिल जपून ठेवा, किंवा कंपनीकडे विचारा.',
    },
    unknown: {
      heading: 'हा कोड आमचा नाही — पाकीट बनावट असू शकते',
      body: 'हे पाकीट खरेदी करू नका आणि पेरू नका. पाकीट आणि बिल जपून ठेवा, आणि खाली दुकानाची तक्रार करा, म्हणजे बियाणे कंपनी कारवाई करू शकेल.',
    },
  },
  reason: 'कारण',
  whatToDo: 'आता काय करावे',
  near: (places) => `${places} जवळ`,
  staffCheck: 'हा लॉट हाताळणाऱ्या कंपनीतर्फे तुम्ही पोर्टलमध्ये साइन इन केले आहे: ही तपासणी ग्राहकाची तपासणी म्हणून मोजली जात नाही.',
  details: 'या बियाण्याची माहिती',
  labels: {
    crop: 'पीक',
    variety: 'वाण',
    notification: 'अधिसूचित वाण',
    released: 'प्रसारित वर्ष',
    generation: 'बियाणे वर्ग / पिढी',
    harvested: 'काढणी',
    packed: 'पॅकिंग',
    packSize: 'पाकिटाचे वजन',
    lot: 'लॉट',
    packet: 'पाकीट क्रमांक',
    company: 'कंपनी',
    contact: 'संपर्क',
    germination: 'उगवण',
    purity: 'भौतिक शुद्धता',
    testedOn: 'चाचणीची तारीख',
    validUntil: 'चाचणी या तारखेपर्यंत वैध',
    laboratory: 'चाचणी प्रयोगशाळा',
  },
  seedTest: {
    expired: (date) =>
      `खरेदी करू नका: या बियाणे लॉटच्या चाचणीची वैधता ${date} रोजी संपली. वैधता संपल्यानंतर बियाणे विकता येत नाही.`,
    failed: 'खरेदी करू नका: हा बियाणे लॉट बियाणे चाचणीत अनुत्तीर्ण झाला आहे — उगवण किंवा शुद्धता किमान मानकापेक्षा कमी आहे.',
    minimum: (value) => `${value} %`,
  },
  certification: {
    certified: (seedClass) => `✓ ${seedClass}`,
    details: (agency, number, date) => `प्रमाणीकरण यंत्रणा: ${agency}, प्रमाणपत्र ${number}, ${date} पर्यंत वैध.`,
    tag: (tag) => `या पाकिटाचा टॅग क्रमांक: ${tag}`,
    expired: (date) => `या बियाण्याच्या प्रमाणपत्राची मुदत ${date} रोजी संपली.`,
    revoked: 'खरेदी करू नका: बियाणे प्रमाणीकरण यंत्रणेने या बियाण्याचे प्रमाणीकरण रद्द केले आहे.',
    classes: {
      breeder: 'मूलभूत (ब्रीडर) बियाणे (सोनेरी पिवळा टॅग)',
      foundation: 'प्रमाणित पायाभूत बियाणे (पांढरा टॅग)',
      certified: 'प्रमाणित बियाणे (निळा टॅग)',
      truthfully_labelled: 'सत्यप्रत बियाणे (फिकट हिरवे लेबल)',
    },
  },
  generation: {
    classes: {
      nucleus: 'न्यूक्लियस बियाणे',
      breeder: 'मूलभूत (ब्रीडर) बियाणे',
      foundation: 'पायाभूत बियाणे',
      certified: 'प्रमाणित बियाणे',
      truthfully_labelled: 'सत्यप्रत बियाणे',
    },
    stage: (seedClass, stage) => `${seedClass}, टप्पा ${stage}`,
  },
  // the gazette's S.O. number as the packet's label prints it
  notificationText: (number, date) =>
    [number ? `S.O. ${number}` : null, date ? `दिनांक ${date}` : null].filter(Boolean).join(', '),
  report: {
    heading: 'संशयास्पद पाकिटाची तक्रार करा',
    intro:
      'हे पाकीट तुम्ही कुठे पाहिले ते बियाणे कंपनीला कळवा. फोन नंबर देणे आवश्यक नाही; तो फक्त या तक्रारीबद्दल तुमच्याशी बोलण्यासाठी वापरला जाईल.',
    shopName: 'दुकानाचे नाव',
    place: 'ठिकाण (गाव, शहर किंवा बाजार)',
    phone: 'तुमचा फोन नंबर (आवश्यक नाही)',
    phoneHint: 'फक्त अंक, उदा. 98765 43210',
    photo: 'पाकिटाचा फोटो (आवश्यक नाही)',
    photoHint: 'लेबलच्या स्पष्ट फोटोमुळे कंपनीला तपासणीत मदत होते.',
    submit: 'तक्रार पाठवा',
    thanksHeading: 'धन्यवाद — तुमची तक्रार पाठवली आहे',
    thanksBody: 'बियाणे कंपनी याची चौकशी करेल. तोपर्यंत पाकीट आणि बिल जपून ठेवा.',
    back: 'पाकिटाच्या तपासणीकडे परत जा',
    fixErrors: 'कृपया तक्रार दुरुस्त करा:',
    errors: {
      shopNameRequired: 'कृपया दुकानाचे नाव लिहा.',
      shopNameTooLong: (max) => `दुकानाचे नाव जास्तीत जास्त ${max} अक्षरांचे असू शकते.`,
      placeRequired: 'कृपया दुकान जिथे आहे ते ठिकाण लिहा.',
      placeTooLong: (max) => `ठिकाणाचे नाव जास्तीत जास्त ${max} अक्षरांचे असू शकते.`,
      phoneInvalid: 'कृपया फोन नंबर अंकांत लिहा, उदा. 98765 43210, किंवा तो रिकामा ठेवा.',
      tooLarge: 'तक्रार खूप मोठी आहे. कृपया ती लहान करून पुन्हा पाठवा.',
      notAForm: 'कृपया या पानावरील फॉर्ममधून तक्रार पाठवा.',
      photoTooLarge: (mb) =>
        `फोटो खूप मोठा आहे (जास्तीत जास्त ${mb} MB). कृपया लहान फोटो पुन्हा निवडा, किंवा फोटोशिवाय तक्रार पाठवा.`,
      photoNotImage: 'ही फाइल फोटो नाही. कृपया फोटो (JPEG किंवा PNG) निवडा, किंवा फोटोशिवाय तक्रार पाठवा.',
      photoTooManyPixels: (mp, edge) =>
        `फोटोमध्ये खूप जास्त पिक्सेल आहेत (जास्तीत जास्त ${mp} मेगापिक्सेल आणि प्रत्येक बाजूला ${edge.toLocaleString('en-IN')} पिक्सेल). कृपया लहान आकारात फोटो पुन्हा काढा, किंवा फोटोशिवाय तक्रार पाठवा.`,
      photoUnreadable: 'फोटो वाचता आला नाही. कृपया तो पुन्हा निवडा (JPEG किंवा PNG), किंवा फोटोशिवाय तक्रार पाठवा.',
    },
  },
  location: {
    share: 'माझे अंदाजे ठिकाण कळवा',
    hint: 'यामुळे कंपनीला बनावट पाकिटे शोधायला मदत होते. फक्त तुमचा परिसर (सुमारे 1 किमी) ठेवला जातो, तुमचे नेमके ठिकाण कधीच नाही, आणि तेही तुम्ही बटण दाबले तरच.',
    wait: 'तुमचा परिसर शोधत आहे…',
    thanks: 'धन्यवाद — तुमचा अंदाजे परिसर कळवला गेला.',
    failed: 'तुमचे ठिकाण कळवता आले नाही. तरीही तुम्ही खाली पाकिटाची तक्रार करू शकता.',
  },
  tooMany: {
    heading: 'कृपया थोडा वेळ थांबा',
    body: (minutes) =>
      `या कनेक्शनवरून खूप जास्त तपासण्या झाल्या. कृपया ${minutes === 1 ? '1 मिनिटाने' : `${minutes} मिनिटांनी`} पुन्हा प्रयत्न करा.`,
  },
  notFound: { heading: 'पान सापडले नाही', body: 'पाकिटावरील QR कोड पुन्हा स्कॅन करा.' },
  notACode: {
    heading: 'हा कोड आमचा नाही',
    body: 'हा आमच्या कोणत्याही बियाणे पाकिटाचा कोड नाही. पाकिटावरील QR कोड पुन्हा स्कॅन करा. हे पान पुन्हा दिसल्यास पाकीट बनावट असू शकते: ते खरेदी करू नका, पेरू नका, आणि पाकीट व बिल जपून ठेवा.',
  },
  badLink: {
    heading: 'हा पत्ता पूर्ण कोड नाही',
    body: 'हा पत्ता पाकिटावर छापलेला कोड नाही: त्याचा काही भाग गहाळ आहे किंवा चुकीचा लिहिला आहे. तो टाइप करण्याऐवजी पाकिटावरील QR कोड पुन्हा स्कॅन करा.',
  },
  badCheckDigit: {
    heading: 'हा उत्पादन क्रमांक वैध नाही',
    body: 'या पत्त्यातील उत्पादन क्रमांकाचा (GTIN) तपासणी अंक चुकीचा आहे: तो चुकीचा वाचला किंवा लिहिला गेला. तो टाइप करण्याऐवजी पाकिटावरील QR कोड पुन्हा स्कॅन करा.',
  },
  failed: { heading: 'तपासणी होऊ शकली नाही', body: 'आमच्याकडून काहीतरी चूक झाली. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.' },
  privacy:
    'आम्ही फक्त या तपासणीची वेळ, डिव्हाइसचा प्रकार आणि, तुमची संमती असल्यास, तुमचा अंदाजे परिसर नोंदवतो — तुमची ओळख कधीच नाही.',
  checkedAt: (dateTime) => `तपासणीची वेळ: ${dateTime}`,
};

export const PAGE_TEXT: Record<PageLanguage, PageText> = { en: EN, hi: HI, mr: MR };

/**
 * The locale of a page language: Hindi and Marathi as Intl writes them for India, with Latin digits
 * (as libs/domain's dates.ts, and as lot numbers and packets print them; mr-IN alone writes
 * Devanagari digits).
 */
const LOCALES: Record<PageLanguage, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn' };

// Unlike libs/domain's formatDate (the reader's time zone, which on the server would be the
// server's), the page prints India's time: its readers scan packets in India. Months are written
// out (14 March 2026), as a farmer reads them; the clock is the locale's (12-hour in all three).
const dateFormats = Object.fromEntries(
  PAGE_LANGUAGES.map((language) => [
    language,
    {
      date: new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
      moment: new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      }),
    },
  ]),
) as Record<PageLanguage, { date: Intl.DateTimeFormat; moment: Intl.DateTimeFormat }>;

/** Dates as a farmer reads them: 14 March 2026 / 14 मार्च 2026 / 14 मार्च, 2026, in India's time zone. */
export function formatDate(value: string | Date, language: PageLanguage): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return dateFormats[language].date.format(date);
}

/** A moment with its time of day in India: 14 March 2026 at 3:05 pm / 14 मार्च, 2026 रोजी 3:05 PM वाजता. */
export function formatDateTime(value: Date, language: PageLanguage): string {
  return dateFormats[language].moment.format(value);
}
