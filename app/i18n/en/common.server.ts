/** English source: the shared layout, the 404 page and every page's heading. */
export const common = {
  layout: {
    skipToContent: "Skip to main content",
    logoLabel: "{name}, home",
    tagline: "Walk-in care and VIP memberships in Orlando",
    primaryNavLabel: "Main",
    mobileNavLabel: "Main, mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    nav: {
      home: "Home",
      about: "About Us",
      team: "Our Team",
      services: "Services",
      membership: "Membership",
      contact: "Contact Us",
    },
    servicesMenu: {
      allServices: "All Services",
      scheduleVisit: "Schedule Visit",
      labTests: "Lab Tests",
      foundation: "VIP Foundation",
      healthTips: "Health Tips",
      insurance: "Insurance",
      partners: "Partners",
    },
    languageSwitcher: {
      /** Names the list of languages for screen readers. */
      label: "Language",
    },
    footer: {
      about:
        "A walk-in clinic with affordable memberships, caring for locals, visitors and immigrant families in English, Spanish and Portuguese.",
      quickLinksHeading: "Quick Links",
      servicesHeading: "Our Services",
      contactHeading: "Contact",
      hoursHeading: "Opening Hours",
      followUs: "Follow us",
      phoneLabel: "Phone",
      emailLabel: "E-mail",
      addressLabel: "Address",
      privacy: "Privacy Policy",
      terms: "Terms of Service",
      nondiscrimination: "Nondiscrimination",
      languageAssistance: "Language Assistance",
      privacyPractices: "Notice of Privacy Practices",
      accessibility: "Accessibility",
      copyright: "© {year} {name}. All rights reserved.",
      legalNavLabel: "Legal",
    },
    services: {
      membership: "VIP Membership",
      checkup: "Complete Check-Up",
      physicalEvaluation: "Physical Evaluation",
      consultation: "Medical Consultation",
      weightLoss: "Weight Loss Program",
    },
    social: {
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
    },
    newTab: "(opens in a new tab)",
    /** The numbered pages under a long list (app/ui/pager.tsx). */
    pager: {
      previous: "Previous",
      previousPage: "Previous page",
      next: "Next",
      nextPage: "Next page",
      page: "Page {page}",
      /** A later page's title: "Health Tips, page 2". */
      titled: "{title}, page {page}",
      /** A later page's description: "Page 2 of Health Tips. Practical articles …". */
      describedPage: "Page {page} of {title}. {description}",
    },
    whatsapp: {
      label: "Chat with us",
      accessibleName: "Chat with us on WhatsApp",
    },
    admin: "Admin",
    quickActionsLabel: "Quick contact",
  },
  /** Above a page shown through a preview link (app/ui/preview-banner.tsx). */
  preview: {
    /** Changes an editor has not saved yet. */
    unsaved:
      "Preview: these changes are not saved yet. Visitors see them only after they are saved.",
    newImage: "A new image chosen in the form shows only once the changes are saved.",
    expires: "This preview link works until {date}.",
    /** A link that is not genuine or has expired: the page as visitors see it. */
    invalid:
      "This preview link has expired or is not valid. This is the page as visitors see it now.",
  },
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    text: "The page you are looking for doesn't exist or may have moved.",
    home: "Return to Home",
  },
  pages: {
    home: {
      title: "Walk-in care and VIP memberships in Orlando",
      description:
        "Walk-in clinic in Orlando with affordable VIP memberships, check-ups, consultations, lab tests and care in English, Spanish and Portuguese.",
    },
    about: {
      title: "About Us",
      description:
        "Our mission, our founder's story and the values behind a walk-in clinic that treats every patient like family.",
      /** Follows a short header subtitle (editable) in the page's description (metaDescription). */
      descriptionEnd:
        "Walk-in clinic in Orlando for locals and visitors, in English, Spanish and Portuguese.",
    },
    team: {
      title: "Our Team",
      description: "Meet the physicians, nurses and staff who care for you at our Orlando clinic.",
    },
    teamMember: {
      title: "Our Team",
      /** Follows a short role and biography in the page's description (metaDescription). */
      descriptionEnd:
        "Part of our walk-in clinic's team in Orlando, caring in English, Spanish and Portuguese.",
      notFoundTitle: "Team member not found",
      notFoundText: "The team member you're looking for doesn't exist or is no longer on our team.",
      back: "Back to Team",
    },
    services: {
      title: "Our Services",
      description:
        "Weight management, immigration exams, IV therapy, senior health, lab tests, physicals, EKG, check-ups and more.",
    },
    serviceDetail: {
      title: "Our Services",
      /** Follows a short subtitle in the page's description (metaDescription). */
      descriptionEnd:
        "Walk in or book a visit in Orlando, with care in English, Spanish and Portuguese.",
      notFoundTitle: "Service not found",
      notFoundText:
        "The service you're looking for doesn't exist or is no longer offered at our clinic.",
      back: "Back to Services",
    },
    membership: {
      title: "VIP Membership",
      /** The document's title: /services/membership is "VIP Membership". */
      metaTitle: "VIP Membership Plans and Prices",
      description:
        "Individual, family and senior membership plans with check-ups, consultations and returns included.",
    },
    membershipApplication: {
      title: "VIP Membership Application",
      description:
        "Apply online for a VIP membership, or call or e-mail us if you prefer: we will help you choose the right plan for you or your family.",
    },
    foundation: {
      title: "VIP Foundation",
      description:
        "Free health services, health fairs and volunteer opportunities for our community in Central Florida.",
    },
    blog: {
      title: "Health Tips",
      description:
        "Practical articles on nutrition, prevention, mental health and chronic conditions.",
      /** The list of one category: its title and description. */
      categoryTitle: "{title}: {category}",
      categoryDescription:
        "Articles on {category} from the team of our walk-in clinic in Orlando: practical health tips in plain language.",
      /** Follows a short excerpt in an article's description (metaDescription). */
      articleDescriptionEnd:
        "A health tip from the team of our walk-in clinic in Orlando, written in plain language.",
    },
    insurance: {
      title: "Insurance",
      description:
        "Insurance plans we accept, what to bring to your visit and answers to common questions.",
    },
    labTests: {
      title: "Lab Tests",
      description:
        "Search our lab test price list by name or code, compare prices and order the tests you need in one WhatsApp message.",
    },
    partners: {
      title: "Partners",
      description:
        "Discounts for VIP members at local partner businesses in Orlando: dental care, physiotherapy, laser treatments, a barber shop and a Brazilian restaurant.",
    },
    scheduleVisit: {
      title: "Schedule Visit",
      description:
        "Call us, request an appointment online or simply walk in, {openDays}. No appointment is needed at our clinic in Orlando.",
    },
    contact: {
      title: "Contact Us",
      description:
        "Send us a message, call us or visit our walk-in clinic in Orlando. Our team answers in English, Spanish and Portuguese.",
    },
    privacy: {
      title: "Privacy Policy",
      description:
        "How we handle the information you send us through this website: what we collect, how we use it, and how to see, correct or delete it.",
    },
    terms: {
      title: "Terms of Service",
      description:
        "The terms for using this website: general health information, prices and plans that may change, and how appointment requests are confirmed.",
    },
    nondiscrimination: {
      title: "Notice of Nondiscrimination",
      description:
        "We do not discriminate. Free aids for people with disabilities, free language services, and how to file a grievance or a complaint.",
    },
    languageAssistance: {
      title: "Language Assistance",
      description:
        "Free interpreters and language help in your language. Call us to ask for language assistance at no cost.",
    },
    privacyPractices: {
      title: "Notice of Privacy Practices",
      description:
        "How your health information may be used and shared, your rights, our duties and how to file a complaint (HIPAA).",
    },
    accessibility: {
      title: "Accessibility",
      description:
        "Our commitment to an accessible website (WCAG 2.1 AA), what we have done, and how to report a barrier.",
    },
    notFound: {
      title: "Page not found",
      description:
        "The page you are looking for doesn't exist or may have moved. Our services, team, health tips and contact details are a click away.",
    },
  },
  policies: {
    privacy: [
      "We collect only what you choose to send us: your name, e-mail address, phone number and message when you use a form on this site.",
      "We use this information to answer you and to arrange your care. We do not sell it, and we do not share it with advertisers.",
      "The site does not load maps, videos or booking tools from other companies until you ask for them, so those companies learn nothing about your visit until then.",
      "You can ask us to see, correct or delete the information you sent by writing to our e-mail address or calling the clinic.",
    ],
    terms: [
      "The information on this website is general and does not replace a consultation with a clinician. In an emergency, call 911.",
      "Prices and plans shown here may change; the price confirmed at the front desk is the one that applies.",
      "Appointment requests sent through the site are reviewed by our front desk and are only confirmed when we contact you.",
      "The text and images on this site belong to the clinic and may not be copied without permission.",
    ],
  },
  /** Plain-text answers of the server's request guards (server/request-guards.ts). */
  refusals: {
    controlCharacterPath: "Page not found: this address cannot exist on the clinic's website.",
    controlCharacterQuery:
      "This address holds characters a link or form never sends. Go back and try again.",
    crossSite: "This form can only be sent from the clinic's own website.",
    unknownLength: "Please send the form again from the website.",
    tooLarge: "What was sent is too large (the limit is {kilobytes} KB).",
  },
};

export type CommonMessages = typeof common;
