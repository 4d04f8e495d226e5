/** English source: the partners page (/partners). */
export const partners = {
  intro: {
    eyebrow: "VIP Member Perks",
    text: "Your VIP membership goes beyond our clinic. We team up with trusted local businesses in Orlando so that members save on beauty, wellness, dental care and more, every time they show their membership ID.",
  },
  howItWorks: {
    heading: "How It Works",
    subtitle: "Three simple steps to start saving with our partners.",
    steps: [
      {
        title: "Join VIP Membership",
        text: "Choose the plan that fits you or your family and become a VIP member.",
      },
      {
        title: "Present Your ID",
        text: "Show your VIP membership ID at any partner business before you pay.",
      },
      {
        title: "Enjoy Benefits",
        text: "Get your member discount right away, as often as the partner's offer allows.",
      },
    ],
  },
  list: {
    heading: "Our Partners",
    subtitle: "Exclusive discounts for VIP members at local businesses.",
    benefitLabel: "Member benefit",
  },
  whyMember: {
    heading: "Why Become a Member",
    items: [
      {
        title: "Exclusive partner discounts",
        text: "Save at every partner business listed on this page, with more partners on the way.",
      },
      {
        title: "Annual check-up included",
        text: "Every plan includes a yearly check-up to keep your health on track.",
      },
      {
        title: "Consultations and returns at no extra cost",
        text: "See our providers and come back for your follow-up without paying per visit.",
      },
      {
        title: "Up to 30% off exams and procedures",
        text: "Members get up to 30% off exams and procedures at the clinic and at our partners.",
      },
    ],
  },
  join: {
    heading: "Join Today",
    text: "Become a VIP member today and start enjoying better care at the clinic and exclusive savings across Orlando.",
    button: "Become a VIP Member",
  },
  logoStrip: {
    heading: "Proud to Partner With",
    more: "…and more to come.",
  },
};

export type PartnersMessages = typeof partners;
