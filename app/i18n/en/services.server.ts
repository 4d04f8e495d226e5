/** English source: the services page (/services). */
export const services = {
  intro: {
    eyebrow: "What we offer",
  },
  cards: {
    "weight-management": {
      title: "Weight Management",
      text: "A medically supervised plan built around your health, habits and goals. We follow your progress and adjust the plan along the way.",
    },
    immigration: {
      title: "Immigration Services",
      text: "Medical exams and vaccination reviews for your immigration process. We explain each step in English, Spanish or Portuguese.",
    },
    "iv-therapy": {
      title: "IV Therapy",
      text: "Hydration and vitamin infusions given by our nursing team. A clinician checks first whether IV therapy is right for you.",
    },
    "senior-health": {
      title: "Senior Health",
      text: "Unhurried visits focused on prevention, chronic conditions and medication reviews. Family members are welcome to join.",
    },
    "laboratory-imaging-tests": {
      title: "Laboratory & Imaging Tests",
      text: "Blood work, urine tests and imaging referrals with clear prices. Many samples are collected right here at the clinic.",
    },
    "physical-exam": {
      title: "Physical Exam",
      text: "Physicals for school, sports, work and other requirements. Bring any form you need filled out and we'll take care of it.",
    },
    ekg: {
      title: "EKG",
      text: "A quick, painless test that records your heart's electrical activity. It is done in the clinic and reviewed by a clinician.",
    },
    "check-up": {
      title: "Check-Up",
      text: "A full review of your health with the tests that fit your age and history. You leave with a clear picture and next steps.",
    },
    "pap-smear": {
      title: "Pap Smear",
      text: "Routine cervical screening in a private and respectful setting. Our team answers your questions before and after the exam.",
    },
    "iron-infusion": {
      title: "Iron Infusion",
      text: "Intravenous iron for patients whose lab results and clinician recommend it. You are monitored throughout the infusion.",
    },
    "basic-surgeries": {
      title: "Basic Surgeries",
      text: "Minor in-office procedures such as removing small skin lesions or treating ingrown nails. A clinician evaluates you first and explains the procedure.",
    },
  },
  cardCta: "Schedule a visit",
  approach: {
    heading: "Our Approach to Care",
    text: "We take the time to listen, explain and plan your care with you, whether you live in Orlando or are just visiting.",
    points: [
      {
        title: "We listen first",
        text: "Every visit starts with your story, your concerns and your questions.",
      },
      {
        title: "Clear prices",
        text: "You know the cost before any test or procedure, with or without a membership.",
      },
      {
        title: "Care in your language",
        text: "Our team speaks English, Spanish and Portuguese, so nothing gets lost in translation.",
      },
    ],
  },
  cta: {
    title: "Not sure which service you need?",
    text: "Call us or send a message and our team will help you find the right care.",
    button: "Contact Us",
  },
};

export type ServicesMessages = typeof services;
