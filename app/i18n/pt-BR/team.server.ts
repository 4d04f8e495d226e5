import type { TeamMessages } from "~/i18n/en/team.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a lista da equipe (/team) e a página de cada profissional (/team/{id}). */
export const team: Translation<TeamMessages> = {
  list: {
    eyebrow: "Quem cuida de você",
    loading: "Carregando a equipe",
    viewProfile: "Ver perfil",
    empty: "Os perfis da nossa equipe vão aparecer aqui em breve.",
    pagesLabel: "Páginas da equipe",
  },
  member: {
    qualifications: "Formação",
    about: "Sobre",
    specialties: "Especialidades",
    appointment: {
      title: "Quer marcar um horário com a nossa equipe?",
      text: "Venha sem hora marcada {openDays} ou mande uma mensagem, que a gente ajuda você a encontrar o melhor horário.",
      button: "Agendar Consulta",
    },
    otherMembers: "Conheça Outros Profissionais",
    backToTeam: "Voltar para a Equipe",
    photoAlt: "Foto de {name}",
    preview: {
      inactive:
        "Pré-visualização: este profissional está inativo, então os visitantes não verão esta página mesmo depois de salva.",
    },
  },
};
