import type { ScheduleVisitMessages } from "~/i18n/en/scheduleVisit.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a página de agendamento (/schedule-visit). */
export const scheduleVisit: Translation<ScheduleVisitMessages> = {
  options: {
    heading: "Escolha como agendar",
    subtitle:
      "Ligue para nós, envie um pedido de consulta pela internet ou simplesmente venha até a clínica.",
    call: {
      title: "Ligue para Nós",
      text: "Fale com a nossa recepção e escolha o horário que for melhor para você.",
      action: "Ligar para {phone}",
    },
    request: {
      title: "Solicitar Consulta",
      text: "Envie seu pedido pela internet a qualquer hora do dia. Nós analisamos e confirmamos a sua consulta.",
      button: "Solicitar Consulta",
    },
    walkIn: {
      title: "Sem Hora Marcada",
      text: "Não precisa agendar. Venha durante o horário de funcionamento e atenderemos você o quanto antes.",
      hoursLabel: "Horário de atendimento sem agendamento",
      directions: "Como chegar",
    },
  },
  expect: {
    heading: "O que Esperar",
    items: [
      {
        title: "Confirmação em até 24 horas",
        text: "Nossa recepção analisa cada pedido e entra em contato com você em até 24 horas para confirmar o dia e o horário.",
      },
      {
        title: "Horários flexíveis",
        text: "Atendimento de manhã, à tarde e aos sábados. Diga o que é melhor para você e encontramos um horário juntos.",
      },
    ],
  },
  dialog: {
    title: "Solicitar uma Consulta",
    note: "Seu pedido é analisado pela nossa recepção antes de ser confirmado. Entraremos em contato para confirmar o dia e o horário.",
    frameTitle: "Formulário de pedido de consulta",
    loading: "Carregando o formulário de agendamento...",
    close: "Fechar",
    openInNewTab: "Algum problema? Abra a página de agendamento em uma nova aba",
    unreachable: {
      message:
        "Não foi possível carregar o formulário de agendamento aqui agora. Abra-o em uma nova aba ou fale com a gente de outro jeito:",
      open: "Abrir a Página de Agendamento",
      phoneLabel: "Ligue para nós",
      whatsappLabel: "Conversar no WhatsApp",
      emailLabel: "Envie um e-mail",
    },
  },
  floatingButton: "Solicitar uma consulta",
};
