/** English source: the schedule visit page (/schedule-visit). */
export const scheduleVisit = {
  options: {
    heading: "Choose how to schedule",
    subtitle: "Call us, send an appointment request online, or simply walk in.",
    call: {
      title: "Call Us",
      text: "Talk to our front desk and pick a time that works for you.",
      action: "Call {phone}",
    },
    request: {
      title: "Request Appointment",
      text: "Send a request online at any time of day. We review it and confirm your visit.",
      button: "Request Appointment",
    },
    walkIn: {
      title: "Walk-in",
      text: "No appointment needed. Come in during opening hours and we will see you as soon as possible.",
      hoursLabel: "Walk-in hours",
      directions: "Get directions",
    },
  },
  expect: {
    heading: "What to Expect",
    items: [
      {
        title: "Confirmation within 24 hours",
        text: "Our front desk reviews every request and contacts you within 24 hours to confirm the day and time.",
      },
      {
        title: "Flexible scheduling",
        text: "Morning, afternoon and Saturday visits. Tell us what suits you and we will find a time together.",
      },
    ],
  },
  dialog: {
    title: "Request an Appointment",
    note: "Your request is reviewed by our front desk before it is confirmed. We will contact you to confirm the day and time.",
    frameTitle: "Appointment request form",
    loading: "Loading the booking form...",
    close: "Close",
    openInNewTab: "Having trouble? Open the booking page in a new tab",
    unreachable: {
      message:
        "We can't load the booking form here right now. Open it in a new tab, or reach us another way:",
      open: "Open the Booking Page",
      phoneLabel: "Call us",
      whatsappLabel: "Chat on WhatsApp",
      emailLabel: "E-mail us",
    },
  },
  floatingButton: "Request an appointment",
};

export type ScheduleVisitMessages = typeof scheduleVisit;
