import type { demo as english } from "~/i18n/en/demo.server";
import type { Translation } from "~/i18n/types";

/** Português: as páginas que a demonstração mostra no lugar dos serviços de agendamento e adesão. */
export const demo: Translation<typeof english> = {
  badge: "Demonstração",
  notice:
    "Esta página substitui o {service} da clínica. Nada do que você digitar aqui é enviado ou guardado. A clínica define o endereço real em Conteúdo das páginas, dados da clínica.",
  fields: {
    name: "Nome completo",
    phone: "Telefone",
    email: "E-mail",
  },
  booking: {
    service: "serviço de agendamento on-line",
    title: "Solicitar uma consulta",
    lead: "Escolha o dia e o período; a recepção confirma por telefone.",
    date: "Dia de preferência",
    timeOfDay: "Período",
    times: { morning: "Manhã", afternoon: "Tarde", evening: "Noite" },
    reason: "Motivo da consulta (opcional)",
    submit: "Enviar solicitação",
    done: "Na demonstração nada foi enviado. No site da clínica, o serviço de agendamento recebe a solicitação aqui e a recepção a confirma.",
  },
  signup: {
    service: "serviço de adesão e pagamento",
    title: "Adesão ao plano",
    lead: "Conte quem vai aderir; a etapa de pagamento vem em seguida, no serviço de adesão.",
    plan: "Plano",
    plans: { individual: "Individual", family: "Família", senior: "Sênior" },
    submit: "Continuar para o pagamento",
    done: "Na demonstração nada foi enviado e nada é cobrado. No site da clínica, o serviço de adesão recebe a proposta e o pagamento aqui.",
  },
  startOver: "Recomeçar",
};
