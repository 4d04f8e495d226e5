/** English source: the contact page (/contact). */
export const contact = {
  intro: {
    eyebrow: "We're here to help",
  },
  form: {
    heading: "Send Us a Message",
    subtitle: "Fill out the form and our team will get back to you as soon as possible.",
    fields: {
      name: "Full Name",
      email: "Email Address",
      phone: "Phone",
      service: "Service of Interest",
      message: "Message",
    },
    placeholders: {
      name: "Your full name",
      email: "you@example.com",
      phone: "(407) 555-0100",
      message: "How can we help you?",
    },
    optional: "(optional)",
    selectDefault: "Select a service",
    serviceOptions: {
      membership: "VIP Membership",
      checkup: "Complete Check-Up",
      "physical-evaluation": "Physical Evaluation",
      consultation: "Medical Consultation",
      "weight-loss": "Weight Loss Program",
    },
    submit: "Send Message",
    sending: "Sending...",
    privacyNote:
      "We use the information you send only to answer your message, as described in our Privacy Policy.",
    medicalNotice:
      "Please don't include medical details such as symptoms, diagnoses or medications. To talk about your health, call us or visit the clinic.",
  },
  success: {
    title: "Message Sent Successfully",
    text: "We've received your message and will contact you soon!",
  },
  failure: {
    title: "Error Sending Message",
    text: "There was an error sending your message. Please try again.",
  },
  rateLimited: {
    title: "Too many messages",
    text: "We've received several messages from this connection. Please try again in {minutes} minutes, or give us a call.",
  },
  invalid: {
    title: "Please check the highlighted fields.",
  },
  errors: {
    required: "This field is required.",
    invalidEmail: "Enter a valid email address.",
    tooLong: "This text is too long.",
    invalidPhone: "Enter a valid phone number.",
    invalidService: "Choose a service from the list.",
  },
  info: {
    heading: "Contact Information",
    addressLabel: "Address",
    phoneLabel: "Phone",
    emailLabel: "Email",
    hoursLabel: "Opening Hours",
    closuresLabel: "Upcoming closures and holiday hours",
    whatsappLabel: "WhatsApp",
    whatsappText: "Chat on WhatsApp",
  },
  social: {
    heading: "Follow Us",
  },
  map: {
    heading: "Find Us",
    consent:
      "The map is loaded from Google Maps only when you ask for it, so Google receives nothing until you click.",
    load: "Show map",
    openInMaps: "Open in Maps",
    frameTitle: "Map showing the clinic's location",
  },
};

export type ContactMessages = typeof contact;
