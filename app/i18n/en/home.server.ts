/** English source: the home page. */
export const home = {
  hero: {
    eyebrow: "Walk-in care in Orlando",
    title: "Quality healthcare, no appointment needed",
    subtitle:
      "Walk in {openDays} for check-ups, consultations, lab tests and more, with affordable VIP memberships and a team that speaks English, Spanish and Portuguese.",
    primaryCta: "Our Services",
    secondaryCta: "Contact Us",
    scrollDown: "Scroll down to learn more",
  },
  tiles: {
    heading: "Care for every stage of life",
    subtitle: "A few of the ways we help patients and families every day.",
    items: [
      {
        title: "Weight Management",
        text: "A personalized plan with medical follow-up, nutrition guidance and realistic goals.",
      },
      {
        title: "Immigration Services",
        text: "Medical exams and vaccination records for your immigration process, explained in your language.",
      },
      {
        title: "IV Therapy",
        text: "Hydration and vitamin infusions given by our nursing team after a clinical assessment.",
      },
      {
        title: "Senior Health",
        text: "Unhurried visits, medication reviews and preventive care for older adults.",
      },
    ],
    linkLabel: "Learn more",
  },
  whyChoose: {
    heading: "Why Choose {name}?",
    subtitle: "Healthcare that fits your life, your budget and your language.",
    points: [
      {
        title: "Walk in, no appointment",
        text: "Come by {hours}. You can also call ahead if you prefer a set time.",
      },
      {
        title: "A team that speaks your language",
        text: "Our team speaks English, Spanish and Portuguese, so you can explain what you feel and understand every step of your care.",
      },
      {
        title: "Affordable memberships",
        text: "VIP plans for individuals, families and seniors, with a clear monthly price and no surprise bills.",
      },
      {
        title: "Complete care in one place",
        text: "Consultations, check-ups, lab tests, EKG and more under one roof, so you spend less time going from place to place.",
      },
    ],
  },
  featured: {
    heading: "Featured Services",
    subtitle: "The services our patients choose most often.",
    learnMore: "Learn more",
    items: {
      membership: {
        title: "VIP Membership",
        text: "Check-ups, consultations and follow-up visits for a fixed monthly price, for you or your whole family.",
      },
      checkup: {
        title: "Complete Check-Up",
        text: "A thorough review of your health with lab tests and a clear explanation of your results.",
      },
      consultation: {
        title: "Medical Consultation",
        text: "See a clinician about a new symptom, an ongoing condition or a question about your health.",
      },
    },
  },
  testimonials: {
    heading: "What Our Patients Say",
    subtitle: "Stories from people who trust us with their care.",
  },
  reviews: {
    text: "Your opinion helps other families find good care. Tell us how your visit went.",
    view: "Read our reviews",
    write: "Leave a review",
  },
  videos: {
    heading: "Get to Know Us",
    subtitle: "Take a look inside our clinic and meet the people who will care for you.",
  },
  cta: {
    title: "Ready to take care of your health?",
    text: "Send us a message, give us a call or simply walk in. We're here {openDays}.",
    button: "Contact Us",
  },
};

export type HomeMessages = typeof home;
