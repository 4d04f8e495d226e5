/** English source: the membership page (/membership) and the application page (/membership-application). */
export const membership = {
  page: {
    hero: {
      eyebrow: "Care all year long",
      subtitle:
        "Check-ups, consultations and returns included in one yearly plan, for you, your family or the seniors you love.",
      intro:
        "Stop worrying about the cost of every visit. Choose a plan, pay an enrolment fee and then 11 monthly payments, and walk in whenever you need us, {openDays}.",
      applyNow: "Apply Now",
      learnMore: "Learn More",
    },
    benefits: {
      heading: "Why Become a Member?",
      subtitle: "Everything you need to look after your health, with costs you can plan for.",
      items: [
        {
          title: "Annual Check-Ups Included",
          text: "Every plan includes complete check-ups each year, so we catch problems early and keep your history up to date.",
        },
        {
          title: "Consultations and Returns at No Extra Cost",
          text: "The consultations of your plan are already paid for, and so are the returns it includes, within 14 days after each consultation.",
        },
        {
          title: "Privileged Discounts",
          text: "Members get up to 30% off exams and procedures at the clinic and at our partners.",
        },
      ],
    },
    plans: {
      heading: "Choose Your Plan",
      subtitle:
        "Every plan has an enrolment fee followed by 11 monthly payments. Pick the tab that fits you and compare.",
      tabsLabel: "Plan type",
      tabs: {
        individual: "Individual",
        family: "Family",
        senior: "Senior",
      },
      groups: {
        individual: {
          heading: "Individual plans",
          text: "For one adult or child, with check-ups, consultations and returns, or unlimited telemedicine.",
        },
        family: {
          heading: "Family plans",
          text: "One plan for up to 4 members of your family, with check-ups and consultations to share.",
        },
        senior: {
          heading: "Senior plans",
          text: "Check-ups designed for seniors: each one includes an EKG, a fecal blood test and a chest X-ray.",
        },
      },
      mostPopular: "MOST POPULAR",
      feeLabel: "enrolment fee",
      monthly: "+ {count} × {amount}/month",
      yearly: "Yearly total: {amount}",
      includesLabel: "What's included",
      discount: "Up to 30% off exams and procedures at the clinic and partners",
      customQuote: {
        text: "Not sure which plan fits, or need something different?",
        link: "Request Custom Quote",
      },
    },
    testimonials: {
      heading: "What Our Members Say",
      subtitle: "Families in Orlando who made the clinic their own.",
    },
    faq: {
      heading: "Frequently Asked Questions",
      subtitle: "What people ask us most before they join.",
      items: [
        {
          question: "How many people can a family plan cover?",
          answer:
            "Family plans cover up to 4 members of the same family. If your family is larger, ask us for a custom quote.",
        },
        {
          question: "How do I pay for my plan?",
          answer:
            "You pay an enrolment fee when you join, then 11 monthly payments. If you prefer to pay for the whole year at once, you get a 10% discount on the annual payment.",
        },
        {
          question: "When can I use my returns?",
          answer:
            "A return is a follow-up visit about the same problem, and it must take place within 14 days after the consultation.",
        },
        {
          question: "Are exams and procedures included?",
          answer:
            "Your check-ups are part of the plan. Other exams and procedures are not, but every plan gets up to 30% off exams and procedures at the clinic and at our partners.",
        },
        {
          question: "What does the senior check-up include?",
          answer:
            "Besides the complete check-up, senior plans include an EKG, a fecal blood test and a chest X-ray.",
        },
        {
          question: "Can I cancel my membership?",
          answer:
            "Yes. Let us know with 30 days' notice, in person, by phone or by e-mail, and we will take care of the rest.",
        },
      ],
      contactText: "Still have questions? Our team is happy to help.",
      contactButton: "Contact Us",
    },
    cta: {
      title: "Ready to become a VIP member?",
      text: "Apply online in a few minutes, or ask our front desk at your next visit.",
      button: "Apply for Membership",
    },
  },
  application: {
    back: "Back to the clinic website",
    openNewTab: "Open in New Tab",
    frameTitle: "VIP membership application form",
    loading: "Loading membership application...",
    trouble: "Having trouble? Click here",
    fallback: {
      message: "We're unable to load the form directly. Please use one of the options below:",
      open: "Open Membership Application",
      back: "Back to Website",
      contactHeading: "Prefer to talk to us?",
      phoneLabel: "Call us",
      whatsappLabel: "Chat on WhatsApp",
      emailLabel: "E-mail us",
    },
  },
};

export type MembershipMessages = typeof membership;
export type MembershipPageMessages = MembershipMessages["page"];
export type MembershipApplicationMessages = MembershipMessages["application"];
