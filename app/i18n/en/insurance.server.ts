/** English source: the insurance page (/insurance). */
export const insurance = {
  accepted: {
    eyebrow: "Coverage",
    heading: "Accepted Insurance",
    subtitle: "We work with these insurers and plans, so you can focus on getting better.",
    plansLabel: "Plans accepted",
  },
  note: {
    title: "Please confirm your coverage",
    text: "The list of accepted insurers and plans can change. Please call us before your visit to confirm that your plan is covered.",
    call: "Call {phone}",
  },
  bring: {
    heading: "What to Bring",
    subtitle: "Have these with you at check-in so your visit goes smoothly.",
    items: [
      "A photo ID",
      "Your insurance card",
      "A list of your current medications",
      "A referral, if your plan requires one",
      "A payment method for copays",
    ],
  },
  faq: {
    heading: "Frequently Asked Questions",
    items: [
      {
        question: "Do I need insurance to be seen at the clinic?",
        answer:
          "No. You are welcome as a walk-in patient with or without insurance. We offer clear self-pay prices, and our VIP membership includes consultations and discounts on exams.",
      },
      {
        question: "How can I check whether my plan is accepted?",
        answer:
          "Call us with your insurance card at hand. Our front desk checks your plan and benefits and tells you what is covered before your visit.",
      },
      {
        question: "What will I pay at my visit?",
        answer:
          "It depends on your plan. Many plans have a copay, a deductible or coinsurance. We collect your copay at check-in and bill your insurer for the rest.",
      },
      {
        question: "What if my plan is not on the list?",
        answer:
          "Call us anyway: our list changes and we may still be able to see you. You can also pay our self-pay prices or join VIP membership for discounts on exams and procedures.",
      },
    ],
  },
  cta: {
    title: "Questions About Your Coverage?",
    text: "Our team is happy to help you understand your benefits before your visit.",
    button: "Contact Us",
  },
};

export type InsuranceMessages = typeof insurance;
