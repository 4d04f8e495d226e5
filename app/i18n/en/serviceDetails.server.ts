/** English source: the service detail pages (/services/{id}). */
export const serviceDetails = {
  labels: {
    price: "Price",
    benefits: "Benefits",
    faqs: "Frequently Asked Questions",
    otherServices: "Other Services",
    learnMore: "Learn more",
    schedule: "Schedule a Visit",
    contact: "Contact Us",
    backToServices: "Back to Services",
    /** The membership's price while no plan is shown. */
    priceOnRequest: "Ask us about our plans",
  },
  items: {
    membership: {
      title: "VIP Membership",
      subtitle: "Ongoing care for you and your family for one monthly price",
      description: [
        "The VIP Membership is designed for people who want a clinic they can count on without worrying about the cost of every visit. Members get check-ups, consultations and follow-up visits included in their plan, plus member prices on lab tests and other services.",
        "We offer individual, family and senior plans, so you can choose the one that fits your household. Our bilingual team gets to know you and your history, which makes every visit easier and more personal.",
        "There are no long contracts: you can cancel with 30 days' notice whenever you need to.",
      ],
      price: "Starting at {amount}/month",
      benefits: [
        "Check-ups, consultations and follow-up visits included",
        "Member prices on lab tests and other services",
        "Walk in {openDays}, no appointment needed",
        "Individual, family and senior plans",
        "Care in English and Portuguese",
        "Cancel anytime with 30 days' notice",
      ],
      faqs: [
        {
          question: "Is the VIP Membership the same as health insurance?",
          answer:
            "No. The membership covers the services listed in your plan at our clinic. It does not replace health insurance for hospital stays, emergencies or specialist care elsewhere.",
        },
        {
          question: "Can I add my family to my plan?",
          answer:
            "Yes. Our family plans cover several members of the same household. Our front desk can help you choose the right plan for your family.",
        },
        {
          question: "How do I cancel my membership?",
          answer:
            "Just let us know with 30 days' notice, in person, by phone or by e-mail. There is no cancellation fee.",
        },
        {
          question: "Do I need to live in Florida to become a member?",
          answer:
            "No. Anyone who can visit our clinic in Orlando can join, including families who spend part of the year here.",
        },
      ],
    },
    checkup: {
      title: "Complete Check-Up",
      subtitle: "A thorough look at your health, with time to talk about the results",
      description: [
        "Our Complete Check-Up brings together a physical exam, a review of your health history and the lab tests that make sense for your age, sex and risk factors. It is a good way to catch changes early and to know where you stand.",
        "The visit takes about 60-90 minutes. If blood tests are included, we advise fasting for 8-12 hours beforehand; water is fine. When your results are ready, a clinician goes over them with you and explains the next steps in plain language.",
      ],
      price: "$350 - $500 depending on tests",
      benefits: [
        "Physical exam and review of your health history",
        "Lab tests chosen for your age and risk factors",
        "Blood pressure, weight and other key measurements",
        "A clear explanation of your results",
        "Guidance on prevention and next steps",
        "Included in VIP Membership plans",
      ],
      faqs: [
        {
          question: "How long does the check-up take?",
          answer:
            "Plan for about 60-90 minutes at the clinic. Some lab results take a few days, and we contact you when they are ready.",
        },
        {
          question: "Do I need to fast?",
          answer:
            "If your check-up includes blood tests, we advise fasting for 8-12 hours beforehand. You can drink water and take your usual medications unless your clinician tells you otherwise.",
        },
        {
          question: "Why does the price vary?",
          answer:
            "The price depends on which tests are included. We tell you the exact amount before any test is done.",
        },
        {
          question: "How often should I have a check-up?",
          answer:
            "Many adults have one once a year, but it depends on your age and health. Your clinician can recommend what is right for you.",
        },
      ],
    },
    "physical-evaluation": {
      title: "Physical Evaluation",
      subtitle: "Physicals for school, sports, work and everyday health",
      description: [
        "A physical evaluation checks your general health: vital signs, heart and lungs, vision and other items your form or situation requires. It is often needed for school, sports, a new job or other paperwork.",
        "The visit takes about 30-45 minutes. Bring any form that needs to be filled out and a list of the medications you take, and we will take care of the rest.",
      ],
      price: "$150 - $250",
      benefits: [
        "Vital signs and a complete physical exam",
        "Forms for school, sports and work filled out",
        "Quick visit, walk-ins welcome",
        "Health guidance from a clinician",
        "Referral for further tests if needed",
      ],
      faqs: [
        {
          question: "How long does a physical evaluation take?",
          answer: "Usually about 30-45 minutes, depending on what your form requires.",
        },
        {
          question: "What should I bring?",
          answer:
            "Bring a photo ID, any form that needs to be filled out, your vaccination records if you have them, and a list of your medications.",
        },
        {
          question: "Do I need an appointment?",
          answer:
            "No. You can walk in {openDays}. If you prefer a set time, call us and we will schedule one.",
        },
        {
          question: "Is the physical evaluation the same as a check-up?",
          answer:
            "No. A physical evaluation is a shorter exam focused on your general condition. A Complete Check-Up also includes lab tests and a deeper review of your health.",
        },
      ],
    },
    consultation: {
      title: "Medical Consultation",
      subtitle: "See a clinician about a symptom, a condition or a question",
      description: [
        "A medical consultation is a visit with one of our clinicians to look at a specific health concern: a new symptom, a condition you already live with, a prescription you need to review or a question about your health.",
        "A consultation usually takes 30-45 minutes. We listen to you, examine you, and explain the options in English or Portuguese. If you need tests or a referral to a specialist, we help you with the next steps.",
      ],
      price: "$100 - $200 per session",
      benefits: [
        "Time to explain your concerns without rushing",
        "Care in English and Portuguese",
        "Prescriptions and test orders when appropriate",
        "Referrals to specialists when needed",
        "Follow-up visits to check your progress",
      ],
      faqs: [
        {
          question: "How long is a consultation?",
          answer: "Most consultations take 30-45 minutes.",
        },
        {
          question: "Can I come without an appointment?",
          answer:
            "Yes. We see walk-in patients {hoursFrom}. Wait times can vary during busy hours.",
        },
        {
          question: "Why does the price range from $100 to $200?",
          answer:
            "The price depends on the type and complexity of the visit. Our front desk confirms the amount before you are seen.",
        },
        {
          question: "What if it's an emergency?",
          answer:
            "For chest pain, trouble breathing, severe bleeding or any other emergency, call 911 or go to the nearest emergency room.",
        },
      ],
    },
    "weight-loss": {
      title: "Weight Loss Program",
      subtitle: "A medically supervised plan with realistic goals",
      description: [
        "Our Weight Loss Program starts with an assessment of your health, habits and history. Together with a clinician, you set realistic goals and build a plan that covers nutrition, physical activity and, when appropriate, medication.",
        "We focus on steady, healthy progress, usually around 1-2 pounds per week. Regular follow-up visits help you stay on track, and we adjust the plan as your needs change.",
        "Results vary from person to person; our role is to support you safely along the way.",
      ],
      price: "Starting at $350 for the initial assessment and plan",
      benefits: [
        "Initial health assessment with a clinician",
        "A personalized nutrition and activity plan",
        "Regular follow-up visits to track your progress",
        "Medication options evaluated when appropriate",
        "Support in English and Portuguese",
      ],
      faqs: [
        {
          question: "How much weight can I expect to lose?",
          answer:
            "A healthy pace is usually 1-2 pounds per week. Everyone is different, and your clinician will set goals that are safe for you.",
        },
        {
          question: "What is included in the initial assessment?",
          answer:
            "A review of your health history, a physical exam, basic measurements and, if needed, lab tests, followed by a personalized plan.",
        },
        {
          question: "Will I be prescribed medication?",
          answer:
            "Only if your clinician finds it appropriate and safe for you. Many patients follow a plan based on nutrition and activity alone.",
        },
        {
          question: "How often are the follow-up visits?",
          answer:
            "It depends on your plan, but most patients come back every few weeks at the start so we can adjust the plan as you go.",
        },
      ],
    },
  },
};

export type ServiceDetailsMessages = typeof serviceDetails;
