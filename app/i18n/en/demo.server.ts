/**
 * English source: the pages the demo shows in place of the clinic's booking and membership
 * signup services (app/features/demo). Each says plainly that it is a stand-in.
 */
export const demo = {
  badge: "Demo",
  notice:
    "This page stands in for the clinic's {service}. Nothing you enter here is sent or kept. The clinic sets its real address under Page Content, clinic facts.",
  fields: {
    name: "Full name",
    phone: "Phone",
    email: "E-mail",
  },
  booking: {
    service: "online booking service",
    title: "Request an appointment",
    lead: "Choose a day and a time of day; the front desk confirms by phone.",
    date: "Preferred day",
    timeOfDay: "Time of day",
    times: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
    reason: "Reason for the visit (optional)",
    submit: "Send request",
    done: "In the demo nothing was sent. On the clinic's site, the booking service takes the request here and the front desk confirms it.",
  },
  signup: {
    service: "membership signup and payment service",
    title: "Membership application",
    lead: "Tell us who is joining; the payment step follows on the signup service.",
    plan: "Plan",
    plans: { individual: "Individual", family: "Family", senior: "Senior" },
    submit: "Continue to payment",
    done: "In the demo nothing was sent and nothing is charged. On the clinic's site, the signup service takes the application and the payment here.",
  },
  startOver: "Start again",
};
