/** English source: the team list (/team) and team member pages (/team/{id}). */
export const team = {
  list: {
    eyebrow: "The people behind your care",
    loading: "Loading team members",
    viewProfile: "View profile",
    empty: "Our team profiles will be available here soon.",
  },
  member: {
    qualifications: "Qualifications",
    about: "About",
    specialties: "Specialties",
    appointment: {
      title: "Would you like to see our team?",
      text: "Walk in Monday to Saturday, or send us a message and we'll help you find a time that works for you.",
      button: "Book an Appointment",
    },
    otherMembers: "Meet Other Team Members",
    backToTeam: "Back to Team",
    photoAlt: "Photo of {name}",
    preview: {
      /** Above a previewed profile: changes an editor has not saved yet. */
      unsaved:
        "Preview: these changes are not saved yet. Visitors see them only after they are saved.",
      inactive:
        "Preview: this team member is inactive, so visitors will not see this page even after it is saved.",
      expires: "This preview link works until {date}.",
      otherLanguage: "Ver em português",
    },
  },
};

export type TeamMessages = typeof team;
