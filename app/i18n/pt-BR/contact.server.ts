import type { ContactMessages } from "~/i18n/en/contact.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a página de contato (/contact). */
export const contact: Translation<ContactMessages> = {
  intro: {
    eyebrow: "Estamos aqui para ajudar",
  },
  form: {
    heading: "Mande uma Mensagem",
    subtitle: "Preencha o formulário e a nossa equipe responde o quanto antes.",
    fields: {
      name: "Nome completo",
      email: "E-mail",
      phone: "Telefone",
      service: "Serviço de interesse",
      message: "Mensagem",
    },
    placeholders: {
      name: "Seu nome completo",
      email: "voce@exemplo.com",
      phone: "(407) 555-0100",
      message: "Como podemos ajudar você?",
    },
    optional: "(opcional)",
    selectDefault: "Selecione um serviço",
    serviceOptions: {
      membership: "Plano VIP",
      checkup: "Check-up Completo",
      "physical-evaluation": "Avaliação Física",
      consultation: "Consulta Médica",
      "weight-loss": "Programa de Emagrecimento",
    },
    submit: "Enviar mensagem",
    sending: "Enviando...",
    privacyNote:
      "Usamos as informações que você envia apenas para responder à sua mensagem, como explica a nossa Política de Privacidade.",
    medicalNotice:
      "Não inclua detalhes médicos, como sintomas, diagnósticos ou medicamentos. Para falar sobre a sua saúde, ligue para nós ou venha à clínica.",
  },
  success: {
    title: "Mensagem enviada com sucesso",
    text: "Recebemos sua mensagem e vamos entrar em contato em breve!",
  },
  failure: {
    title: "Erro ao enviar a mensagem",
    text: "Não foi possível enviar sua mensagem. Tente novamente.",
  },
  rateLimited: {
    title: "Muitas mensagens enviadas",
    text: "Recebemos várias mensagens desta conexão. Tente de novo daqui a {minutes} minutos ou ligue para a gente.",
  },
  invalid: {
    title: "Confira os campos destacados.",
  },
  errors: {
    required: "Campo obrigatório.",
    invalidEmail: "Digite um e-mail válido.",
    tooLong: "Este texto está muito longo.",
    invalidPhone: "Digite um telefone válido.",
    invalidService: "Escolha um serviço da lista.",
  },
  info: {
    heading: "Informações de Contato",
    addressLabel: "Endereço",
    phoneLabel: "Telefone",
    emailLabel: "E-mail",
    hoursLabel: "Horário de Atendimento",
    closuresLabel: "Próximos fechamentos e horários especiais",
    whatsappLabel: "WhatsApp",
    whatsappText: "Converse pelo WhatsApp",
  },
  social: {
    heading: "Siga a gente",
  },
  map: {
    heading: "Como chegar",
    consent:
      "O mapa só é carregado do Google Maps quando você pedir, então o Google não recebe nada antes do seu clique.",
    load: "Mostrar mapa",
    openInMaps: "Abrir no Maps",
    frameTitle: "Mapa com a localização da clínica",
  },
};
