/** English source: the team list (/team) and team member pages (/team/{id}). */
export const team = {
  list: {
    eyebrow: "The people behind your care",
    loading: "Loading team members",
    viewProfile: "View profile",
    empty: "Our team profiles will be available here soon.",
    pagesLabel: "Pages of team members",
  },
  member: {
    qualifications: "Qualifications",
    about: "About",
    specialties: "Specialties",
    appointment: {
      title: "Would you like an appointment with our team?",
      text: "Walk in {openDays}, or send us a message and we'll help you find a time that works for you.",
      button: "Book an Appointment",
    },
    otherMembers: "Meet Other Team Members",
    backToTeam: "Back to Team",
    photoAlt: "Photo of {name}",
    preview: {
      inactive:
        "Preview: this team member is inactive, so visitors will not see this page even after it is saved.",
    },
  },
};

export type TeamMessages = typeof team;
