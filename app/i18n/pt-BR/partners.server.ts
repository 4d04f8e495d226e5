import type { PartnersMessages } from "~/i18n/en/partners.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a página de parceiros (/partners). */
export const partners: Translation<PartnersMessages> = {
  intro: {
    eyebrow: "Vantagens para membros VIP",
    text: "Sua assinatura VIP vai além da nossa clínica. Fizemos parcerias com empresas de confiança em Orlando para que os membros economizem em beleza, bem-estar, odontologia e muito mais, sempre que apresentarem a carteirinha de membro.",
  },
  howItWorks: {
    heading: "Como Funciona",
    subtitle: "Três passos simples para começar a economizar com nossos parceiros.",
    steps: [
      {
        title: "Torne-se Membro VIP",
        text: "Escolha o plano ideal para você ou para a sua família e torne-se membro VIP.",
      },
      {
        title: "Apresente sua Carteirinha",
        text: "Mostre sua carteirinha de membro VIP no parceiro antes de pagar.",
      },
      {
        title: "Aproveite os Benefícios",
        text: "Receba o desconto de membro na hora, sempre que a oferta do parceiro permitir.",
      },
    ],
  },
  list: {
    heading: "Nossos Parceiros",
    subtitle: "Descontos exclusivos para membros VIP em empresas da região.",
    benefitLabel: "Benefício para membros",
  },
  whyMember: {
    heading: "Por que ser Membro",
    items: [
      {
        title: "Descontos exclusivos com parceiros",
        text: "Economize em todas as empresas parceiras desta página, e novos parceiros estão chegando.",
      },
      {
        title: "Check-up anual incluso",
        text: "Todos os planos incluem um check-up por ano para manter sua saúde em dia.",
      },
      {
        title: "Consultas e retornos sem custo adicional",
        text: "Consulte-se com nossos profissionais e volte para o retorno sem pagar por visita.",
      },
      {
        title: "Até 30% de desconto em exames e procedimentos",
        text: "Membros têm até 30% de desconto em exames e procedimentos na clínica e nos parceiros.",
      },
    ],
  },
  join: {
    heading: "Associe-se Hoje",
    text: "Torne-se membro VIP hoje e aproveite um cuidado melhor na clínica e economia exclusiva em toda Orlando.",
    button: "Seja um Membro VIP",
  },
  logoStrip: {
    heading: "Temos orgulho de ser parceiros de",
    more: "…e muitos outros em breve.",
  },
};
