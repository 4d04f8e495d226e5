/** English source: the foundation page (/foundation). */
export const foundation = {
  founded: "Founded in {date}",
  about: {
    eyebrow: "About the foundation",
    heading: "Health care that reaches everyone",
    paragraphs: [
      "The VIP Foundation is the community arm of VIP Walk-In Clinic. We believe good health should not depend on insurance, income or the language you speak, so we bring free screenings, vaccines and health education to the neighborhoods of Central Florida.",
      "Together with volunteers, local businesses and partner organizations, we organize health fairs where families can check their blood pressure, glucose and cholesterol, talk to a health professional in English, Portuguese or Spanish, and leave with a plan for their next step.",
    ],
    becomePartner: "Become a Partner",
    pillars: [
      {
        title: "Free services",
        text: "Screenings, vaccination and check-ups at no cost to the people we serve.",
      },
      {
        title: "Health education",
        text: "Talks on nutrition, mental health and prevention, in the community's languages.",
      },
      {
        title: "Community first",
        text: "Volunteers and partners who know the neighborhoods and the people in them.",
      },
    ],
  },
  partnership: {
    heading: "Partner with the VIP Foundation",
    intro:
      "Businesses, churches, schools and organizations help us reach more people. Tell us about your organization and how you would like to help, and our foundation team will get in touch.",
    fields: {
      companyName: "Company Name",
      contactPerson: "Contact Person",
      email: "Email Address",
      phone: "Phone Number",
      message: "How would you like to partner with us?",
    },
    placeholders: {
      companyName: "Your company or organization",
      contactPerson: "Your full name",
      email: "you@company.com",
      phone: "(407) 555-0100",
      message:
        "Sponsoring a health fair, donating supplies, offering volunteers, hosting an event...",
    },
    optional: "(optional)",
    submit: "Submit Partnership Request",
    sending: "Sending...",
    privacyNote:
      "We use these details only to answer your partnership request, as described in our Privacy Policy.",
    medicalNotice:
      "Please don't include medical details about anyone, such as symptoms, diagnoses or medications. For health questions, call us or visit the clinic.",
  },
  success: {
    title: "Partnership Request Sent",
    text: "Thank you for wanting to partner with us! Our foundation team will contact you soon.",
  },
  failure: {
    title: "Error Sending Request",
    text: "There was an error sending your partnership request. Please try again.",
  },
  rateLimited: {
    title: "Too many requests",
    text: "We've received several requests from this connection. Please try again in {minutes} minutes, or give us a call.",
  },
  invalid: {
    title: "Please check the highlighted fields.",
  },
  errors: {
    required: "This field is required.",
    invalidEmail: "Enter a valid email address.",
    tooLong: "This text is too long.",
    invalidPhone: "Enter a valid phone number.",
  },
  gallery: {
    heading: "Photo Gallery",
    subtitle: "Moments from our health fairs, vaccination days and community events.",
    viewportLabel: "Photos; use the left and right arrow keys to move between them",
    previous: "Previous photo",
    next: "Next photo",
    slideLabel: "{index} of {total}",
    announcement: "Photo {index} of {total}: {caption}",
    unavailable: "Image unavailable",
  },
  healthFairs: {
    heading: "Community Health Fairs",
    text: "Our health fairs bring the clinic outdoors: tents, tables and friendly professionals offering free care in one place. Anyone can come, with or without insurance, and no appointment is needed.",
    video: "Watch our health fairs on YouTube",
    servicesHeading: "16 free services at our health fairs",
    services: {
      bloodPressure: "Blood pressure check",
      glucose: "Glucose screening",
      cholesterol: "Cholesterol screening",
      bmi: "BMI measurement",
      vision: "Vision screening",
      dental: "Dental check",
      fluShots: "Flu shots",
      hivTest: "HIV testing",
      nutrition: "Nutrition counselling",
      mentalHealth: "Mental health talk",
      womensHealth: "Women's health",
      kidsCheckup: "Kids' check-up",
      seniorCheckup: "Senior check-up",
      vaccinationInfo: "Vaccination information",
      healthEducation: "Health education",
      referrals: "Referrals to follow-up care",
    },
  },
  volunteers: {
    heading: "Our Volunteers",
    subtitle:
      "More than 500 doctors, nurses, students, interpreters and neighbors have given their time to care for others.",
    recognition: {
      heading: "Thank you, volunteers",
      text: "Every health fair is possible because people give a Saturday, a skill or a smile. We celebrate them at the end of each event and in our yearly volunteer recognition.",
      items: [
        {
          title: "Health professionals",
          text: "Physicians, nurses and technicians who run the screenings and answer questions.",
        },
        {
          title: "Students",
          text: "Health and nursing students who learn while they serve their community.",
        },
        {
          title: "Interpreters and helpers",
          text: "Bilingual volunteers who welcome families and make sure no one is left out.",
        },
      ],
    },
    opportunities: {
      heading: "Volunteer opportunities",
      text: "No experience is needed for most roles; we train you before the event.",
      items: [
        "Welcome and registration at health fairs",
        "Interpreting in Portuguese or Spanish",
        "Screenings and vaccination (licensed professionals)",
        "Event setup, logistics and social media",
      ],
      cta: "Volunteer With Us",
    },
  },
  events: {
    headingUpcoming: "Upcoming Events",
    headingRecent: "Recent Events",
    subtitleUpcoming: "Save the date and join us: every event is free and open to the public.",
    subtitleRecent:
      "These events have taken place; new dates will be announced here soon. Partners help us plan the next ones.",
    upcoming: "Upcoming",
    past: "Past event",
    locationLabel: "Location",
  },
  nextSteps: {
    heading: "Next Steps",
    subtitle: "Where the foundation is going, with the help of our partners.",
    items: [
      {
        title: "More neighborhoods",
        text: "Take our health fairs to more communities across Central Florida every year.",
      },
      {
        title: "A mobile health unit",
        text: "Bring screenings and vaccines to people who cannot come to us.",
      },
      {
        title: "Schools and churches",
        text: "Health education where families already gather, in their own language.",
      },
      {
        title: "Follow-up care",
        text: "Connect everyone we screen with affordable care for the next step.",
      },
    ],
  },
  impact: {
    heading: "Our Impact",
    subtitle: "What our community has built together since the foundation began.",
    figures: {
      peopleHelped: "People helped",
      serviceCategories: "Categories of free services",
      invested: "Invested in community health",
      volunteers: "Volunteers",
    },
  },
  cta: {
    title: "Join us in caring for our community",
    text: "Your company or organization can help bring free health care to thousands of families.",
    button: "Become a Partner",
  },
};

export type FoundationMessages = typeof foundation;
