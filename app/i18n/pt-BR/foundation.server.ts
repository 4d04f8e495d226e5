import type { FoundationMessages } from "~/i18n/en/foundation.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: a página da fundação (/foundation). */
export const foundation: Translation<FoundationMessages> = {
  founded: "Fundada em {date}",
  about: {
    eyebrow: "Sobre a fundação",
    heading: "Saúde que chega a todos",
    paragraphs: [
      "A Fundação VIP é o braço comunitário da VIP Walk-In Clinic. Acreditamos que a boa saúde não deve depender de seguro, de renda ou do idioma que você fala; por isso levamos exames gratuitos, vacinas e educação em saúde aos bairros da Flórida Central.",
      "Com voluntários, empresas locais e organizações parceiras, realizamos feiras de saúde onde as famílias podem medir a pressão, a glicose e o colesterol, conversar com um profissional de saúde em português, inglês ou espanhol e sair com um plano para o próximo passo.",
    ],
    becomePartner: "Seja um Parceiro",
    pillars: [
      {
        title: "Serviços gratuitos",
        text: "Exames, vacinação e check-ups sem custo para as pessoas que atendemos.",
      },
      {
        title: "Educação em saúde",
        text: "Palestras sobre nutrição, saúde mental e prevenção, nos idiomas da comunidade.",
      },
      {
        title: "A comunidade em primeiro lugar",
        text: "Voluntários e parceiros que conhecem os bairros e as pessoas que vivem neles.",
      },
    ],
  },
  partnership: {
    heading: "Seja parceiro da Fundação VIP",
    intro:
      "Empresas, igrejas, escolas e organizações nos ajudam a alcançar mais pessoas. Conte para a gente sobre a sua organização e como você gostaria de ajudar, e a equipe da fundação vai entrar em contato.",
    fields: {
      companyName: "Nome da empresa",
      contactPerson: "Pessoa de contato",
      email: "E-mail",
      phone: "Telefone",
      message: "Como você gostaria de ser nosso parceiro?",
    },
    placeholders: {
      companyName: "Sua empresa ou organização",
      contactPerson: "Seu nome completo",
      email: "voce@empresa.com",
      phone: "(407) 555-0100",
      message:
        "Patrocinar uma feira de saúde, doar materiais, oferecer voluntários, sediar um evento...",
    },
    optional: "(opcional)",
    submit: "Enviar pedido de parceria",
    sending: "Enviando...",
    privacyNote:
      "Usamos esses dados apenas para responder ao seu pedido de parceria, como explica a nossa Política de Privacidade.",
    medicalNotice:
      "Não inclua detalhes médicos de ninguém, como sintomas, diagnósticos ou medicamentos. Para dúvidas de saúde, ligue para nós ou venha à clínica.",
  },
  success: {
    title: "Pedido de parceria enviado",
    text: "Obrigado por querer ser nosso parceiro! A equipe da fundação vai entrar em contato em breve.",
  },
  failure: {
    title: "Erro ao enviar o pedido",
    text: "Não foi possível enviar o seu pedido de parceria. Tente novamente.",
  },
  rateLimited: {
    title: "Muitos pedidos enviados",
    text: "Recebemos vários pedidos desta conexão. Tente de novo daqui a {minutes} minutos ou ligue para a gente.",
  },
  invalid: {
    title: "Confira os campos destacados.",
  },
  errors: {
    required: "Campo obrigatório.",
    invalidEmail: "Digite um e-mail válido.",
    tooLong: "Este texto está muito longo.",
    invalidPhone: "Digite um telefone válido.",
  },
  gallery: {
    heading: "Galeria de Fotos",
    subtitle: "Momentos das nossas feiras de saúde, dias de vacinação e eventos comunitários.",
    viewportLabel: "Fotos; use as setas para a esquerda e para a direita para navegar entre elas",
    previous: "Foto anterior",
    next: "Próxima foto",
    slideLabel: "{index} de {total}",
    announcement: "Foto {index} de {total}: {caption}",
    unavailable: "Imagem indisponível",
  },
  healthFairs: {
    heading: "Feiras de Saúde Comunitárias",
    text: "Nossas feiras de saúde levam a clínica para fora: tendas, mesas e profissionais atenciosos oferecendo atendimento gratuito em um só lugar. Qualquer pessoa pode vir, com ou sem seguro, e não precisa marcar horário.",
    video: "Assista às nossas feiras de saúde no YouTube",
    servicesHeading: "16 serviços gratuitos nas nossas feiras de saúde",
    services: {
      bloodPressure: "Medição de pressão arterial",
      glucose: "Exame de glicose",
      cholesterol: "Exame de colesterol",
      bmi: "Cálculo do IMC",
      vision: "Exame de vista",
      dental: "Avaliação odontológica",
      fluShots: "Vacina contra a gripe",
      hivTest: "Teste de HIV",
      nutrition: "Orientação nutricional",
      mentalHealth: "Conversa sobre saúde mental",
      womensHealth: "Saúde da mulher",
      kidsCheckup: "Check-up infantil",
      seniorCheckup: "Check-up para idosos",
      vaccinationInfo: "Informações sobre vacinação",
      healthEducation: "Educação em saúde",
      referrals: "Encaminhamento para acompanhamento",
    },
  },
  volunteers: {
    heading: "Nossos Voluntários",
    subtitle:
      "Mais de 500 médicos, enfermeiros, estudantes, intérpretes e vizinhos já doaram o seu tempo para cuidar dos outros.",
    recognition: {
      heading: "Obrigado, voluntários",
      text: "Cada feira de saúde acontece porque alguém doa um sábado, um talento ou um sorriso. Celebramos essas pessoas ao fim de cada evento e no nosso reconhecimento anual de voluntários.",
      items: [
        {
          title: "Profissionais de saúde",
          text: "Médicos, enfermeiros e técnicos que fazem os exames e tiram as dúvidas.",
        },
        {
          title: "Estudantes",
          text: "Estudantes de saúde e enfermagem que aprendem enquanto servem à comunidade.",
        },
        {
          title: "Intérpretes e ajudantes",
          text: "Voluntários bilíngues que recebem as famílias e garantem que ninguém fique de fora.",
        },
      ],
    },
    opportunities: {
      heading: "Oportunidades de voluntariado",
      text: "Para a maioria das funções não é preciso experiência: damos um treinamento antes do evento.",
      items: [
        "Recepção e cadastro nas feiras de saúde",
        "Interpretação em português ou espanhol",
        "Exames e vacinação (profissionais habilitados)",
        "Montagem, logística e redes sociais dos eventos",
      ],
      cta: "Seja Voluntário",
    },
  },
  events: {
    headingUpcoming: "Próximos Eventos",
    headingRecent: "Eventos Recentes",
    subtitleUpcoming:
      "Reserve a data e venha com a gente: todos os eventos são gratuitos e abertos ao público.",
    subtitleRecent:
      "Estes eventos já aconteceram; as novas datas serão anunciadas aqui em breve. Os parceiros nos ajudam a planejar os próximos.",
    upcoming: "Em breve",
    past: "Evento realizado",
    locationLabel: "Local",
  },
  nextSteps: {
    heading: "Próximos Passos",
    subtitle: "Para onde a fundação está indo, com a ajuda dos nossos parceiros.",
    items: [
      {
        title: "Mais bairros",
        text: "Levar as nossas feiras de saúde a mais comunidades da Flórida Central a cada ano.",
      },
      {
        title: "Uma unidade móvel de saúde",
        text: "Levar exames e vacinas a quem não consegue vir até nós.",
      },
      {
        title: "Escolas e igrejas",
        text: "Educação em saúde onde as famílias já se reúnem, no idioma delas.",
      },
      {
        title: "Acompanhamento",
        text: "Conectar cada pessoa que examinamos a um atendimento acessível para o próximo passo.",
      },
    ],
  },
  impact: {
    heading: "Nosso Impacto",
    subtitle: "O que a nossa comunidade construiu junto desde o início da fundação.",
    figures: {
      peopleHelped: "Pessoas atendidas",
      serviceCategories: "Categorias de serviços gratuitos",
      invested: "Investidos na saúde da comunidade",
      volunteers: "Voluntários",
    },
  },
  cta: {
    title: "Venha cuidar da nossa comunidade com a gente",
    text: "A sua empresa ou organização pode ajudar a levar atendimento de saúde gratuito a milhares de famílias.",
    button: "Seja um Parceiro",
  },
};
