import type { TeamMessages } from "~/i18n/en/team.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la lista del equipo (/team) y la página de cada miembro del equipo (/team/{id}). */
export const team: Translation<TeamMessages> = {
  list: {
    eyebrow: "Las personas que cuidan de su salud",
    loading: "Cargando los miembros del equipo",
    viewProfile: "Ver perfil",
    empty: "Pronto verá aquí los perfiles de nuestro equipo.",
    pagesLabel: "Páginas de miembros del equipo",
  },
  member: {
    qualifications: "Formación",
    about: "Acerca de",
    specialties: "Especialidades",
    appointment: {
      title: "¿Desea una cita con nuestro equipo?",
      text: "Venga sin cita {openDays} o envíenos un mensaje y le ayudaremos a encontrar un horario que le convenga.",
      button: "Hacer una cita",
    },
    otherMembers: "Conozca a otros miembros del equipo",
    backToTeam: "Volver al equipo",
    photoAlt: "Foto de {name}",
    preview: {
      inactive:
        "Vista previa: este miembro del equipo está inactivo, así que los visitantes no verán esta página aunque se guarde.",
    },
  },
};
