import type { InsuranceMessages } from "~/i18n/en/insurance.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a página de convênios (/insurance). */
export const insurance: Translation<InsuranceMessages> = {
  accepted: {
    eyebrow: "Cobertura",
    heading: "Convênios Aceitos",
    subtitle: "Trabalhamos com estas seguradoras e planos para que você possa focar na sua saúde.",
    plansLabel: "Planos aceitos",
  },
  note: {
    title: "Confirme sua cobertura",
    text: "A lista de convênios e planos aceitos pode mudar. Ligue para nós antes da consulta para confirmar se o seu plano é coberto.",
    call: "Ligue para {phone}",
  },
  bring: {
    heading: "O que Levar",
    subtitle: "Tenha estes itens em mãos na recepção para que sua consulta seja tranquila.",
    items: [
      "Um documento com foto",
      "A carteirinha do seu convênio",
      "Uma lista dos medicamentos que você usa",
      "O encaminhamento médico, se o seu plano exigir",
      "Uma forma de pagamento para a coparticipação",
    ],
  },
  faq: {
    heading: "Perguntas Frequentes",
    items: [
      {
        question: "Preciso ter convênio para ser atendido na clínica?",
        answer:
          "Não. Você é bem-vindo sem hora marcada, com ou sem convênio. Temos preços claros para pagamento particular, e a assinatura VIP inclui consultas e descontos em exames.",
      },
      {
        question: "Como sei se o meu plano é aceito?",
        answer:
          "Ligue para nós com a carteirinha do convênio em mãos. Nossa recepção verifica o seu plano e os seus benefícios e informa o que é coberto antes da consulta.",
      },
      {
        question: "Quanto vou pagar na consulta?",
        answer:
          "Depende do seu plano. Muitos planos têm coparticipação, franquia ou cosseguro. Cobramos a coparticipação na recepção e o restante é faturado ao convênio.",
      },
      {
        question: "E se o meu plano não estiver na lista?",
        answer:
          "Ligue mesmo assim: nossa lista muda e talvez possamos atender você. Você também pode pagar nossos preços particulares ou assinar o plano VIP para ter descontos em exames e procedimentos.",
      },
    ],
  },
  cta: {
    title: "Dúvidas sobre a sua cobertura?",
    text: "Nossa equipe terá prazer em ajudar você a entender seus benefícios antes da consulta.",
    button: "Fale Conosco",
  },
};
