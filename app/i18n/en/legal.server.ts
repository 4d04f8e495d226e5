/**
 * English source: the notices a clinic must publish (/nondiscrimination,
 * /language-assistance, /notice-of-privacy-practices, /accessibility) and the
 * shared labels of every legal page (also /privacy and /terms).
 *
 * The built-in texts are placeholders for the clinic's counsel: editors replace
 * a page's text with a page_content row (app/features/site-content/legal-pages.server.ts).
 * Inline marks, drawn by app/features/site-content/policy-page.tsx:
 *   {clinic} {phone} {email} {address}  the clinic's facts from its settings
 *   [label](/path) [label](https://…) [label](tel:…)  links (paths follow the page's language)
 *   **text**  bold;  [text] (no link)  a blank for counsel to fill in, highlighted
 */

type LegalBlock = string | { list: string[] };
type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

export type LegalMessages = {
  placeholder: { label: string; text: string };
  updated: string;
  contents: string;
  privacyPatients: string;
  languageAssistance: {
    taglinesHeading: string;
    taglinesLead: string;
    names: Record<
      | "es"
      | "ht"
      | "vi"
      | "pt"
      | "zh"
      | "fr"
      | "tl"
      | "ru"
      | "ar"
      | "it"
      | "de"
      | "ko"
      | "pl"
      | "gu"
      | "th",
      string
    >;
  };
  pages: {
    nondiscrimination: LegalSection[];
    languageAssistance: LegalSection[];
    privacyPractices: LegalSection[];
    accessibility: LegalSection[];
  };
};

const ocrPortal =
  "[Office for Civil Rights Complaint Portal](https://ocrportal.hhs.gov/ocr/portal/lobby.jsf)";
const ocrPhones = "[1-800-368-1019](tel:+18003681019), [800-537-7697](tel:+18005377697) (TDD)";
const ocrMail =
  "U.S. Department of Health and Human Services, 200 Independence Avenue, SW, Room 509F, HHH Building, Washington, D.C. 20201";

export const legal: LegalMessages = {
  placeholder: {
    label: "Placeholder text",
    text: "This text was written for our demo site and has not been reviewed by a lawyer. The clinic's counsel will replace it before launch; highlighted items in [brackets] still need to be filled in.",
  },
  updated: "Last updated: {date}",
  contents: "On this page",
  privacyPatients:
    "This policy covers what you send us through this website. How we use and protect the health information in your medical record is described in our [Notice of Privacy Practices](/notice-of-privacy-practices).",
  languageAssistance: {
    taglinesHeading: "Free language assistance in your language",
    taglinesLead:
      "Find your language below. Each message says that language help is free and how to call us.",
    names: {
      es: "Spanish",
      ht: "Haitian Creole",
      vi: "Vietnamese",
      pt: "Portuguese",
      zh: "Chinese (Traditional)",
      fr: "French",
      tl: "Tagalog",
      ru: "Russian",
      ar: "Arabic",
      it: "Italian",
      de: "German",
      ko: "Korean",
      pl: "Polish",
      gu: "Gujarati",
      th: "Thai",
    },
  },
  pages: {
    nondiscrimination: [
      {
        id: "our-commitment",
        heading: "Our commitment",
        blocks: [
          "{clinic} complies with applicable federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability or sex. {clinic} does not exclude people or treat them differently because of race, color, national origin, age, disability or sex.",
        ],
      },
      {
        id: "aids-and-services",
        heading: "Free aids and services for people with disabilities",
        blocks: [
          "We provide people with disabilities reasonable modifications and free aids and services to communicate effectively with us, such as:",
          {
            list: [
              "Qualified sign language interpreters",
              "Written information in other formats (large print, audio, accessible electronic formats and other formats)",
            ],
          },
        ],
      },
      {
        id: "language-services",
        heading: "Free language services",
        blocks: [
          "We provide free language services to people whose primary language is not English, such as:",
          {
            list: ["Qualified interpreters", "Information written in other languages"],
          },
          "Our [Language Assistance](/language-assistance) page tells you in 15 languages how to ask for this help.",
        ],
      },
      {
        id: "how-to-ask",
        heading: "How to ask for these services",
        blocks: [
          "If you need reasonable modifications, aids and services or language services, contact our Section 1557 Coordinator, [name of the Section 1557 Coordinator], at {phone} or {email}. You can also ask at our front desk.",
        ],
      },
      {
        id: "grievances",
        heading: "How to file a grievance",
        blocks: [
          "If you believe that {clinic} has failed to provide these services or discriminated in another way on the basis of race, color, national origin, age, disability or sex, you can file a grievance with:",
          {
            list: [
              "[Name of the Section 1557 Coordinator], Section 1557 Coordinator",
              "Address: {address}",
              "Phone: {phone} (TTY users: dial 711)",
              "E-mail: {email}",
            ],
          },
          "You can file a grievance in person, by mail or by e-mail. If you need help filing a grievance, our Section 1557 Coordinator is available to help you.",
        ],
      },
      {
        id: "complaints",
        heading: "How to file a complaint with the federal government",
        blocks: [
          "You can also file a civil rights complaint with the U.S. Department of Health and Human Services, Office for Civil Rights:",
          {
            list: [
              `Online: through the ${ocrPortal}`,
              `By mail: ${ocrMail}`,
              `By phone: ${ocrPhones}`,
            ],
          },
          "Complaint forms are available at [hhs.gov/ocr/complaints](https://www.hhs.gov/ocr/complaints/index.html).",
        ],
      },
    ],
    languageAssistance: [
      {
        id: "free-language-help",
        heading: "Free help in your language",
        blocks: [
          "If English is not your first language, you can get help at no cost: a qualified interpreter in person or by phone during your visit, and important papers explained in your language.",
          "Our team speaks English, Spanish and Portuguese. For any other language, we arrange a qualified interpreter for you.",
          "Call us at {phone} or tell our front desk which language you speak. You do not need to bring a family member or friend to interpret for you.",
          "People with disabilities can also ask for free aids and services; see our [Notice of Nondiscrimination](/nondiscrimination).",
        ],
      },
    ],
    privacyPractices: [
      {
        id: "about-this-notice",
        heading: "About this notice",
        blocks: [
          "**This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.**",
          "{clinic} is required by law to protect the privacy of your health information and to give you this notice of our legal duties and privacy practices.",
          "Messages you send through this website's forms are not part of your medical record; please don't send medical details through them. Our [Privacy Policy](/privacy) explains how we handle them.",
        ],
      },
      {
        id: "how-we-use",
        heading: "How we may use and disclose your health information",
        blocks: [
          "We typically use or share your health information in the following ways:",
          {
            list: [
              "**To treat you.** We can use your health information and share it with other professionals who are treating you. For example, a doctor treating you for an injury may ask another doctor about your overall health.",
              "**To run our clinic.** We can use and share your health information to run our practice, improve your care and contact you when necessary.",
              "**To bill for your services.** We can use and share your health information to bill and get payment from health plans or other entities.",
            ],
          },
          "We are allowed or required to share your information in other ways, usually in ways that contribute to the public good, such as public health and research. We have to meet many conditions in the law before we can share your information for these purposes:",
          {
            list: [
              "Helping with public health and safety issues, such as preventing disease, reporting reactions to medications, reporting suspected abuse, neglect or domestic violence, and preventing a serious threat to anyone's health or safety",
              "Doing research",
              "Complying with the law, including when the Department of Health and Human Services asks to see that we are complying with federal privacy law",
              "Responding to organ and tissue donation requests and working with a medical examiner or funeral director",
              "Addressing workers' compensation, law enforcement and other government requests",
              "Responding to lawsuits and legal actions",
            ],
          },
          "We will not use or share your information in any other way unless you give us written permission. You can take back that permission at any time, in writing. We never sell your information or use it for marketing without your written permission.",
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        blocks: [
          "When it comes to your health information, you have the right to:",
          {
            list: [
              "**Get a copy of your medical record**, on paper or electronically. We will usually provide it within 30 days and may charge a reasonable, cost-based fee.",
              "**Ask us to correct your medical record** if you think it is incorrect or incomplete. We may say no, but we will tell you why in writing within 60 days.",
              "**Ask for confidential communications**, for example that we call you at a certain number or send mail to a different address. We will say yes to all reasonable requests.",
              "**Ask us to limit what we use or share.** We are not required to agree. If you pay for a service in full out of pocket, you can ask us not to share that information with your health insurer, and we will agree unless a law requires us to share it.",
              "**Get a list of those with whom we have shared your information** in the six years before you ask, and why. One list a year is free.",
              "**Get a paper copy of this notice** at any time, even if you agreed to receive it electronically.",
              "**Choose someone to act for you**, such as a person with your medical power of attorney or your legal guardian.",
              "**File a complaint** if you feel your rights have been violated (see Complaints below).",
            ],
          },
          "For some information, you can also tell us your choices: whether we may share information with your family, close friends or others involved in your care, or in a disaster relief situation. If you cannot tell us, for example if you are unconscious, we may share your information if we believe it is in your best interest.",
        ],
      },
      {
        id: "our-duties",
        heading: "Our duties",
        blocks: [
          {
            list: [
              "We are required by law to maintain the privacy and security of your protected health information.",
              "We will let you know promptly if a breach occurs that may have compromised the privacy or security of your information.",
              "We must follow the duties and privacy practices described in this notice and give you a copy of it.",
            ],
          },
          "We can change the terms of this notice, and the changes will apply to all information we have about you. The new notice will be available on request, at the clinic and on this website.",
        ],
      },
      {
        id: "complaints",
        heading: "Complaints",
        blocks: [
          "If you believe we have violated your privacy rights, you can complain to our Privacy Officer, [name of the Privacy Officer], at {phone} or {email}, or by mail at {address}.",
          `You can also file a complaint with the U.S. Department of Health and Human Services, Office for Civil Rights, online through the ${ocrPortal}, by phone at ${ocrPhones}, or by mail to ${ocrMail}.`,
          "We will not retaliate against you for filing a complaint.",
        ],
      },
      {
        id: "contact",
        heading: "Contact",
        blocks: [
          "For questions about this notice or to use your rights, contact our Privacy Officer, [name of the Privacy Officer]: phone {phone}, e-mail {email}, address {address}.",
        ],
      },
      {
        id: "effective-date",
        heading: "Effective date",
        blocks: ["This notice takes effect on [effective date]."],
      },
    ],
    accessibility: [
      {
        id: "our-commitment",
        heading: "Our commitment",
        blocks: [
          "{clinic} wants everyone, including people with disabilities, to be able to use this website. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the standard that the U.S. Department of Health and Human Services set for health care websites in its rule under Section 504 of the Rehabilitation Act.",
        ],
      },
      {
        id: "what-we-did",
        heading: "What we have done",
        blocks: [
          {
            list: [
              "Every page can be used with a keyboard alone, and you can always see where you are on the page.",
              "Each page has one main heading, headings in a logical order and clearly marked regions, so screen readers can move around easily.",
              "Images have text descriptions; purely decorative images are hidden from screen readers.",
              "Text and buttons have enough color contrast, and pages work on small screens and when zoomed in.",
              "Forms have visible labels, explain errors in words and work even without JavaScript.",
              "Every page is available in English, Portuguese and Spanish, and tells screen readers which language it is in.",
              "We check pages with automated accessibility tests and by hand with a keyboard.",
            ],
          },
        ],
      },
      {
        id: "known-limitations",
        heading: "Known limitations",
        blocks: [
          "We do not know of any barriers on this website at this time. [Known limitations, if any, after the clinic's accessibility review.]",
          "Some tools come from other companies and load only when you ask for them: maps, videos, the appointment booking tool and the membership signup form. If one of them is hard to use, call us and we will help you directly.",
        ],
      },
      {
        id: "report-a-barrier",
        heading: "Report a barrier",
        blocks: [
          "If something on this website is hard to use, please tell us which page and what happened. We will reply within 2 business days.",
          {
            list: [
              "Phone: {phone} (TTY users: dial 711)",
              "E-mail: {email}",
              "Our [contact form](/contact)",
            ],
          },
        ],
      },
      {
        id: "alternative-formats",
        heading: "Alternative formats",
        blocks: [
          "We can give you any information on this website in another format at no cost, such as large print, an accessible electronic document, or read aloud over the phone. Just ask us by phone or e-mail.",
        ],
      },
      {
        id: "other-options",
        heading: "Other options",
        blocks: [
          "You can also file a complaint with the U.S. Department of Health and Human Services, Office for Civil Rights; our [Notice of Nondiscrimination](/nondiscrimination) explains how.",
        ],
      },
    ],
  },
};
