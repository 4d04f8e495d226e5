import type { MembershipMessages } from "~/i18n/en/membership.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a página do Plano VIP (/membership) e a de adesão (/membership-application). */
export const membership: Translation<MembershipMessages> = {
  page: {
    hero: {
      eyebrow: "Cuidado o ano inteiro",
      subtitle:
        "Check-ups, consultas e retornos incluídos em um plano anual, para você, sua família ou os idosos que você ama.",
      intro:
        "Chega de se preocupar com o custo de cada visita. Escolha um plano, pague a taxa de adesão e depois 11 mensalidades, e venha sem agendamento sempre que precisar, {openDays}.",
      applyNow: "Quero Aderir",
      learnMore: "Saiba Mais",
    },
    benefits: {
      heading: "Por que ser membro?",
      subtitle:
        "Tudo o que você precisa para cuidar da saúde, com custos que cabem no seu planejamento.",
      items: [
        {
          title: "Check-ups Anuais Incluídos",
          text: "Todo plano inclui check-ups completos a cada ano, para descobrirmos problemas cedo e mantermos seu histórico em dia.",
        },
        {
          title: "Consultas e Retornos sem Custo Adicional",
          text: "As consultas do seu plano já estão pagas, assim como os retornos incluídos nele, dentro de 14 dias após cada consulta.",
        },
        {
          title: "Descontos Exclusivos",
          text: "Membros têm até 30% de desconto em exames e procedimentos na clínica e nos nossos parceiros.",
        },
      ],
    },
    plans: {
      heading: "Escolha o seu Plano",
      subtitle:
        "Todo plano tem uma taxa de adesão seguida de 11 mensalidades. Escolha a aba que combina com você e compare.",
      tabsLabel: "Tipo de plano",
      tabs: {
        individual: "Individual",
        family: "Família",
        senior: "Sênior",
      },
      groups: {
        individual: {
          heading: "Planos individuais",
          text: "Para um adulto ou uma criança, com check-ups, consultas e retornos, ou telemedicina ilimitada.",
        },
        family: {
          heading: "Planos família",
          text: "Um só plano para até 4 pessoas da sua família, com check-ups e consultas para compartilhar.",
        },
        senior: {
          heading: "Planos sênior",
          text: "Check-ups pensados para a melhor idade: cada um inclui eletrocardiograma, pesquisa de sangue oculto nas fezes e raio-X de tórax.",
        },
      },
      mostPopular: "MAIS POPULAR",
      feeLabel: "taxa de adesão",
      monthly: "+ {count} × {amount}/mês",
      yearly: "Total anual: {amount}",
      includesLabel: "O que está incluído",
      discount: "Até 30% de desconto em exames e procedimentos na clínica e nos parceiros",
      customQuote: {
        text: "Não sabe qual plano escolher ou precisa de algo diferente?",
        link: "Solicitar Orçamento Personalizado",
      },
    },
    testimonials: {
      heading: "O que Nossos Membros Dizem",
      subtitle: "Famílias de Orlando que fizeram da clínica a sua casa.",
    },
    faq: {
      heading: "Perguntas Frequentes",
      subtitle: "O que mais nos perguntam antes de aderir.",
      items: [
        {
          question: "Quantas pessoas um plano família cobre?",
          answer:
            "Os planos família cobrem até 4 pessoas da mesma família. Se a sua família for maior, peça um orçamento personalizado.",
        },
        {
          question: "Como eu pago o meu plano?",
          answer:
            "Você paga uma taxa de adesão ao entrar e depois 11 mensalidades. Se preferir pagar o ano inteiro de uma vez, você ganha 10% de desconto no pagamento anual.",
        },
        {
          question: "Quando posso usar os meus retornos?",
          answer:
            "O retorno é uma consulta de acompanhamento sobre o mesmo problema e precisa acontecer em até 14 dias após a consulta.",
        },
        {
          question: "Exames e procedimentos estão incluídos?",
          answer:
            "Os seus check-ups fazem parte do plano. Outros exames e procedimentos não, mas todo plano tem até 30% de desconto em exames e procedimentos na clínica e nos nossos parceiros.",
        },
        {
          question: "O que inclui o check-up sênior?",
          answer:
            "Além do check-up completo, os planos sênior incluem eletrocardiograma, pesquisa de sangue oculto nas fezes e raio-X de tórax.",
        },
        {
          question: "Posso cancelar a minha adesão?",
          answer:
            "Sim. Avise-nos com 30 dias de antecedência, pessoalmente, por telefone ou por e-mail, e nós cuidamos do resto.",
        },
      ],
      contactText: "Ainda tem dúvidas? Nossa equipe terá prazer em ajudar.",
      contactButton: "Fale Conosco",
    },
    cta: {
      title: "Pronto para ser um membro VIP?",
      text: "Faça sua adesão pela internet em poucos minutos ou fale com a nossa recepção na sua próxima visita.",
      button: "Solicitar Adesão",
    },
  },
  application: {
    back: "Voltar ao site da clínica",
    openNewTab: "Abrir em Nova Aba",
    frameTitle: "Formulário de adesão ao Plano VIP",
    loading: "Carregando o formulário de adesão...",
    trouble: "Com problemas? Clique aqui",
    fallback: {
      message: "Não foi possível carregar o formulário aqui. Use uma das opções abaixo:",
      open: "Abrir Formulário de Adesão",
      back: "Voltar ao Site",
      contactHeading: "Prefere falar com a gente?",
      phoneLabel: "Ligue para nós",
      whatsappLabel: "Conversar no WhatsApp",
      emailLabel: "Envie um e-mail",
    },
  },
};
