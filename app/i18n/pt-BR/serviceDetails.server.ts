import type { ServiceDetailsMessages } from "~/i18n/en/serviceDetails.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: as páginas de cada serviço (/services/{id}). */
export const serviceDetails: Translation<ServiceDetailsMessages> = {
  labels: {
    price: "Preço",
    benefits: "Benefícios",
    faqs: "Perguntas Frequentes",
    otherServices: "Outros Serviços",
    learnMore: "Saiba mais",
    schedule: "Agende uma Visita",
    contact: "Fale Conosco",
    backToServices: "Voltar para os Serviços",
    /** The membership's price while no plan is shown. */
    priceOnRequest: "Consulte nossos planos",
  },
  items: {
    membership: {
      title: "Plano VIP",
      subtitle: "Cuidado contínuo para você e sua família por uma mensalidade fixa",
      description: [
        "O Plano VIP foi pensado para quem quer uma clínica de confiança sem se preocupar com o custo de cada consulta. Os membros têm check-ups, consultas e retornos incluídos no plano, além de preços especiais em exames laboratoriais e outros serviços.",
        "Oferecemos planos individuais, familiares e para a melhor idade, para você escolher o que combina com a sua casa. Nossa equipe bilíngue conhece você e o seu histórico, e isso deixa cada visita mais fácil e mais pessoal.",
        "Não tem fidelidade: você pode cancelar quando precisar, avisando com 30 dias de antecedência.",
      ],
      price: "A partir de {amount}/mês",
      benefits: [
        "Check-ups, consultas e retornos incluídos",
        "Preços especiais para membros em exames e outros serviços",
        "Atendimento sem hora marcada {openDays}",
        "Planos individuais, familiares e para a melhor idade",
        "Atendimento em português e inglês",
        "Cancelamento a qualquer momento com 30 dias de aviso prévio",
      ],
      faqs: [
        {
          question: "O Plano VIP é a mesma coisa que um seguro-saúde?",
          answer:
            "Não. O plano cobre os serviços listados nele, aqui na nossa clínica. Ele não substitui um seguro-saúde para internações, emergências ou atendimento com especialistas em outros lugares.",
        },
        {
          question: "Posso incluir minha família no plano?",
          answer:
            "Pode, sim. Nossos planos familiares cobrem várias pessoas da mesma casa. A recepção ajuda você a escolher o plano certo para a sua família.",
        },
        {
          question: "Como faço para cancelar o plano?",
          answer:
            "É só avisar a gente com 30 dias de antecedência, pessoalmente, por telefone ou por e-mail. Não há multa de cancelamento.",
        },
        {
          question: "Preciso morar na Flórida para ser membro?",
          answer:
            "Não. Qualquer pessoa que possa vir à nossa clínica em Orlando pode aderir, inclusive famílias que passam só uma parte do ano por aqui.",
        },
      ],
    },
    checkup: {
      title: "Check-up Completo",
      subtitle: "Uma avaliação completa da sua saúde, com tempo para conversar sobre os resultados",
      description: [
        "O nosso Check-up Completo reúne exame físico, revisão do seu histórico de saúde e os exames laboratoriais adequados à sua idade, ao seu sexo e aos seus fatores de risco. É uma boa forma de perceber mudanças cedo e saber como está a sua saúde.",
        "A visita leva cerca de 60 a 90 minutos. Se houver exames de sangue, recomendamos jejum de 8 a 12 horas antes; água pode. Quando os resultados ficam prontos, um profissional revisa tudo com você e explica os próximos passos de um jeito simples.",
      ],
      price: "US$ 350 a US$ 500, dependendo dos exames",
      benefits: [
        "Exame físico e revisão do seu histórico de saúde",
        "Exames laboratoriais escolhidos conforme sua idade e seus fatores de risco",
        "Medição de pressão, peso e outros indicadores importantes",
        "Explicação clara dos seus resultados",
        "Orientações de prevenção e próximos passos",
        "Incluído nos Planos VIP",
      ],
      faqs: [
        {
          question: "Quanto tempo leva o check-up?",
          answer:
            "Reserve cerca de 60 a 90 minutos na clínica. Alguns resultados levam alguns dias, e a gente entra em contato quando ficarem prontos.",
        },
        {
          question: "Preciso estar em jejum?",
          answer:
            "Se o seu check-up incluir exames de sangue, recomendamos jejum de 8 a 12 horas antes. Você pode beber água e tomar seus remédios de costume, a não ser que o profissional oriente outra coisa.",
        },
        {
          question: "Por que o preço varia?",
          answer:
            "O preço depende dos exames incluídos. Informamos o valor exato antes de fazer qualquer exame.",
        },
        {
          question: "Com que frequência devo fazer um check-up?",
          answer:
            "Muitos adultos fazem uma vez por ano, mas isso depende da sua idade e da sua saúde. O profissional pode recomendar o que é melhor para você.",
        },
      ],
    },
    "physical-evaluation": {
      title: "Avaliação Física",
      subtitle: "Exames físicos para escola, esporte, trabalho e para o dia a dia",
      description: [
        "A avaliação física verifica a sua saúde geral: sinais vitais, coração e pulmões, visão e outros itens que o seu formulário ou a sua situação exigirem. Ela costuma ser pedida pela escola, pelo clube, por um novo emprego ou para outros documentos.",
        "A visita leva cerca de 30 a 45 minutos. Traga o formulário que precisa ser preenchido e a lista dos remédios que você toma, e a gente cuida do resto.",
      ],
      price: "US$ 150 a US$ 250",
      benefits: [
        "Sinais vitais e exame físico completo",
        "Preenchimento de formulários para escola, esporte e trabalho",
        "Visita rápida, sem hora marcada",
        "Orientações de saúde com um profissional",
        "Encaminhamento para outros exames, se necessário",
      ],
      faqs: [
        {
          question: "Quanto tempo leva a avaliação física?",
          answer: "Normalmente de 30 a 45 minutos, dependendo do que o seu formulário pede.",
        },
        {
          question: "O que devo levar?",
          answer:
            "Traga um documento com foto, o formulário que precisa ser preenchido, sua carteira de vacinação, se tiver, e a lista dos seus remédios.",
        },
        {
          question: "Preciso marcar horário?",
          answer:
            "Não. Você pode vir sem hora marcada {openDays}. Se preferir um horário certo, ligue para a gente e agendamos.",
        },
        {
          question: "A avaliação física é a mesma coisa que um check-up?",
          answer:
            "Não. A avaliação física é um exame mais curto, focado na sua condição geral. O Check-up Completo inclui também exames laboratoriais e uma análise mais aprofundada da sua saúde.",
        },
      ],
    },
    consultation: {
      title: "Consulta Médica",
      subtitle: "Fale com um profissional sobre um sintoma, uma condição ou uma dúvida",
      description: [
        "A consulta médica é um atendimento com um dos nossos profissionais para cuidar de uma questão específica de saúde: um sintoma novo, uma condição que você já acompanha, uma receita que precisa ser revista ou uma dúvida sobre a sua saúde.",
        "A consulta costuma levar de 30 a 45 minutos. A gente escuta você, faz o exame e explica as opções em português ou em inglês. Se você precisar de exames ou de encaminhamento para um especialista, ajudamos nos próximos passos.",
      ],
      price: "US$ 100 a US$ 200 por consulta",
      benefits: [
        "Tempo para explicar o que você sente, sem pressa",
        "Atendimento em português e inglês",
        "Receitas e pedidos de exames quando indicados",
        "Encaminhamento para especialistas, se necessário",
        "Retornos para acompanhar a sua evolução",
      ],
      faqs: [
        {
          question: "Quanto tempo dura uma consulta?",
          answer: "A maioria das consultas leva de 30 a 45 minutos.",
        },
        {
          question: "Posso ir sem hora marcada?",
          answer:
            "Pode, sim. Atendemos sem hora marcada {hours}. Nos horários de maior movimento, a espera pode variar.",
        },
        {
          question: "Por que o preço vai de US$ 100 a US$ 200?",
          answer:
            "O valor depende do tipo e da complexidade do atendimento. A recepção confirma o preço antes do atendimento.",
        },
        {
          question: "E se for uma emergência?",
          answer:
            "Em caso de dor no peito, falta de ar, sangramento forte ou qualquer outra emergência, ligue para o 911 ou vá ao pronto-socorro mais próximo.",
        },
      ],
    },
    "weight-loss": {
      title: "Programa de Emagrecimento",
      subtitle: "Um plano com acompanhamento médico e metas realistas",
      description: [
        "O nosso Programa de Emagrecimento começa com uma avaliação da sua saúde, dos seus hábitos e do seu histórico. Junto com um profissional, você define metas realistas e monta um plano que envolve alimentação, atividade física e, quando indicado, medicação.",
        "O foco é um progresso constante e saudável, geralmente de 1 a 2 libras (cerca de 0,5 a 0,9 kg) por semana. Os retornos regulares ajudam você a manter o ritmo, e ajustamos o plano conforme as suas necessidades mudam.",
        "Os resultados variam de pessoa para pessoa; o nosso papel é apoiar você com segurança ao longo do caminho.",
      ],
      price: "A partir de US$ 350 pela avaliação inicial e pelo plano",
      benefits: [
        "Avaliação inicial de saúde com um profissional",
        "Plano de alimentação e atividade física feito para você",
        "Retornos regulares para acompanhar a sua evolução",
        "Avaliação de opções de medicação, quando indicado",
        "Acompanhamento em português e inglês",
      ],
      faqs: [
        {
          question: "Quanto peso posso esperar perder?",
          answer:
            "Um ritmo saudável costuma ser de 1 a 2 libras (cerca de 0,5 a 0,9 kg) por semana. Cada pessoa é diferente, e o profissional vai definir metas seguras para você.",
        },
        {
          question: "O que está incluído na avaliação inicial?",
          answer:
            "Uma revisão do seu histórico de saúde, exame físico, medidas básicas e, se necessário, exames laboratoriais, seguidos de um plano feito para você.",
        },
        {
          question: "Vou precisar tomar remédio?",
          answer:
            "Só se o profissional achar adequado e seguro para você. Muitos pacientes seguem um plano baseado apenas em alimentação e atividade física.",
        },
        {
          question: "Com que frequência são os retornos?",
          answer:
            "Depende do seu plano, mas a maioria dos pacientes volta a cada poucas semanas no início, para a gente ajustar o plano ao longo do caminho.",
        },
      ],
    },
  },
};
