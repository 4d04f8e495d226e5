import type { ServicesMessages } from "~/i18n/en/services.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a página de serviços (/services). */
export const services: Translation<ServicesMessages> = {
  intro: {
    eyebrow: "O que oferecemos",
  },
  cards: {
    "weight-management": {
      title: "Controle de Peso",
      text: "Um plano com acompanhamento médico, pensado para a sua saúde, a sua rotina e os seus objetivos. Acompanhamos sua evolução e ajustamos o plano sempre que preciso.",
    },
    immigration: {
      title: "Serviços para Imigração",
      text: "Exames médicos e revisão de vacinas para o seu processo de imigração. Explicamos cada etapa em português, inglês ou espanhol.",
    },
    "iv-therapy": {
      title: "Soroterapia",
      text: "Hidratação e vitaminas na veia, aplicadas pela nossa equipe de enfermagem. Antes, um profissional avalia se a soroterapia é indicada para você.",
    },
    "senior-health": {
      title: "Saúde do Idoso",
      text: "Consultas sem pressa, com foco em prevenção, doenças crônicas e revisão de medicamentos. Os familiares podem acompanhar.",
    },
    "laboratory-imaging-tests": {
      title: "Exames Laboratoriais e de Imagem",
      text: "Exames de sangue, de urina e encaminhamento para exames de imagem, com preços claros. Muitas coletas são feitas aqui mesmo na clínica.",
    },
    "physical-exam": {
      title: "Exame Físico",
      text: "Exames físicos para escola, esporte, trabalho e outras exigências. Traga o formulário que precisa ser preenchido e a gente cuida do resto.",
    },
    ekg: {
      title: "Eletrocardiograma",
      text: "Um exame rápido e indolor que registra a atividade elétrica do coração. É feito na clínica e avaliado por um profissional.",
    },
    "check-up": {
      title: "Check-up",
      text: "Uma revisão completa da sua saúde, com os exames adequados à sua idade e ao seu histórico. Você sai daqui com um panorama claro e os próximos passos.",
    },
    "pap-smear": {
      title: "Papanicolau",
      text: "Exame preventivo de colo do útero em um ambiente reservado e respeitoso. Nossa equipe tira suas dúvidas antes e depois do exame.",
    },
    "iron-infusion": {
      title: "Infusão de Ferro",
      text: "Ferro na veia para pacientes com indicação do profissional e dos exames laboratoriais. Nossa equipe acompanha você durante toda a aplicação.",
    },
    "basic-surgeries": {
      title: "Pequenas Cirurgias",
      text: "Procedimentos simples feitos no consultório, como a retirada de pequenas lesões de pele ou o tratamento de unha encravada. Antes, um profissional avalia você e explica o procedimento.",
    },
  },
  cardCta: "Agende uma visita",
  approach: {
    heading: "Como cuidamos de você",
    text: "A gente dedica tempo para ouvir, explicar e planejar o seu cuidado junto com você, quer você more em Orlando, quer esteja só de passagem.",
    points: [
      {
        title: "Primeiro, a gente escuta",
        text: "Toda consulta começa pela sua história, suas preocupações e suas dúvidas.",
      },
      {
        title: "Preços claros",
        text: "Você sabe quanto vai pagar antes de qualquer exame ou procedimento, com ou sem plano.",
      },
      {
        title: "Atendimento no seu idioma",
        text: "Nossa equipe fala português, inglês e espanhol, para que nada se perca na tradução.",
      },
    ],
  },
  cta: {
    title: "Não sabe qual serviço escolher?",
    text: "Ligue ou mande uma mensagem, e a nossa equipe ajuda você a encontrar o atendimento certo.",
    button: "Fale Conosco",
  },
};
