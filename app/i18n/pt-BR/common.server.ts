import type { CommonMessages } from "~/i18n/en/common.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: o layout, a página 404 e o título de cada página. */
export const common: Translation<CommonMessages> = {
  layout: {
    skipToContent: "Pular para o conteúdo principal",
    logoLabel: "{name}, página inicial",
    tagline: "Atendimento sem hora marcada e planos VIP em Orlando",
    primaryNavLabel: "Principal",
    mobileNavLabel: "Principal, celular",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
    nav: {
      home: "Início",
      about: "Quem Somos",
      team: "Nossa Equipe",
      services: "Serviços",
      membership: "Planos VIP",
      contact: "Fale Conosco",
    },
    servicesMenu: {
      allServices: "Todos os Serviços",
      scheduleVisit: "Agendar Consulta",
      labTests: "Exames Laboratoriais",
      foundation: "Fundação VIP",
      healthTips: "Dicas de Saúde",
      insurance: "Convênios",
      partners: "Parceiros",
    },
    languageSwitcher: {
      label: "Idioma",
    },
    footer: {
      about:
        "Uma clínica sem hora marcada, com planos acessíveis, que cuida de moradores, turistas e famílias imigrantes em português, inglês e espanhol.",
      quickLinksHeading: "Links Rápidos",
      servicesHeading: "Nossos Serviços",
      contactHeading: "Contato",
      hoursHeading: "Horário de Atendimento",
      followUs: "Siga a gente",
      phoneLabel: "Telefone",
      emailLabel: "E-mail",
      addressLabel: "Endereço",
      privacy: "Política de Privacidade",
      terms: "Termos de Uso",
      nondiscrimination: "Não Discriminação",
      languageAssistance: "Assistência Linguística",
      privacyPractices: "Aviso de Práticas de Privacidade",
      accessibility: "Acessibilidade",
      copyright: "© {year} {name}. Todos os direitos reservados.",
      legalNavLabel: "Informações legais",
    },
    services: {
      membership: "Plano VIP",
      checkup: "Check-up Completo",
      physicalEvaluation: "Avaliação Física",
      consultation: "Consulta Médica",
      weightLoss: "Programa de Emagrecimento",
    },
    social: {
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
    },
    newTab: "(abre em uma nova aba)",
    pager: {
      previous: "Anterior",
      previousPage: "Página anterior",
      next: "Próxima",
      nextPage: "Próxima página",
      page: "Página {page}",
      titled: "{title}, página {page}",
      describedPage: "Página {page} de {title}. {description}",
    },
    whatsapp: {
      label: "Fale com a gente",
      accessibleName: "Fale com a gente pelo WhatsApp",
    },
    admin: "Admin",
    quickActionsLabel: "Contato rápido",
  },
  /** Above a page shown through a preview link (app/ui/preview-banner.tsx). */
  preview: {
    unsaved:
      "Pré-visualização: estas mudanças ainda não foram salvas. Os visitantes só as veem depois de salvas.",
    newImage:
      "Uma nova imagem escolhida no formulário só aparece depois que as mudanças forem salvas.",
    expires: "Este link de pré-visualização funciona até {date}.",
    invalid:
      "Este link de pré-visualização expirou ou não é válido. Esta é a página como os visitantes a veem agora.",
  },
  notFound: {
    code: "404",
    title: "Ops! Página não encontrada",
    text: "A página que você procura não existe ou mudou de endereço.",
    home: "Voltar ao Início",
  },
  pages: {
    home: {
      title: "Clínica sem hora marcada e planos VIP em Orlando",
      description:
        "Clínica sem hora marcada em Orlando, com planos VIP acessíveis, check-ups, consultas, exames e atendimento em português, inglês e espanhol.",
    },
    about: {
      title: "Quem Somos",
      description:
        "Nossa missão, a história da nossa fundadora e os valores de uma clínica que trata cada paciente como família.",
      descriptionEnd:
        "Clínica sem hora marcada em Orlando para moradores, visitantes e a comunidade brasileira.",
    },
    team: {
      title: "Nossa Equipe",
      description:
        "Conheça os médicos, enfermeiros e a equipe que cuidam de você na nossa clínica em Orlando.",
    },
    teamMember: {
      title: "Nossa Equipe",
      descriptionEnd:
        "Da equipe da nossa clínica em Orlando, com atendimento em português, inglês e espanhol.",
      notFoundTitle: "Profissional não encontrado",
      notFoundText:
        "O profissional que você procura não existe ou não faz mais parte da nossa equipe.",
      back: "Voltar para a Equipe",
    },
    services: {
      title: "Nossos Serviços",
      description:
        "Controle de peso, exames para imigração, soroterapia, saúde do idoso, exames laboratoriais, exame físico, eletrocardiograma, check-ups e muito mais.",
    },
    serviceDetail: {
      title: "Nossos Serviços",
      descriptionEnd:
        "Venha sem hora marcada ou agende em Orlando. Atendemos em português, inglês e espanhol.",
      notFoundTitle: "Serviço não encontrado",
      notFoundText:
        "O serviço que você procura não existe ou não é mais oferecido na nossa clínica.",
      back: "Voltar para os Serviços",
    },
    membership: {
      title: "Plano VIP",
      metaTitle: "Plano VIP: opções e preços",
      description:
        "Planos individuais, familiares e para a melhor idade, com check-ups, consultas e retornos incluídos.",
    },
    membershipApplication: {
      title: "Adesão ao Plano VIP",
      description:
        "Faça sua adesão ao plano VIP pela internet ou, se preferir, ligue ou mande um e-mail: ajudamos você a escolher o plano certo para você ou sua família.",
    },
    foundation: {
      title: "Fundação VIP",
      description:
        "Serviços de saúde gratuitos, feiras de saúde e oportunidades de voluntariado para a nossa comunidade na Flórida Central.",
    },
    blog: {
      title: "Dicas de Saúde",
      description:
        "Artigos práticos sobre alimentação, prevenção, saúde mental e doenças crônicas.",
      categoryTitle: "{title}: {category}",
      categoryDescription:
        "Artigos sobre {category} da equipe da nossa clínica sem hora marcada em Orlando: dicas práticas de saúde em linguagem simples.",
      articleDescriptionEnd:
        "Uma dica de saúde da equipe da nossa clínica em Orlando, escrita em linguagem simples.",
    },
    insurance: {
      title: "Convênios",
      description:
        "Convênios que aceitamos, o que levar à consulta e respostas às dúvidas mais comuns.",
    },
    labTests: {
      title: "Exames Laboratoriais",
      description:
        "Pesquise nossa tabela de preços de exames pelo nome ou código, compare os valores e peça os exames de que precisa numa só mensagem de WhatsApp.",
    },
    partners: {
      title: "Parceiros",
      description:
        "Descontos para membros VIP em empresas parceiras em Orlando: dentista, fisioterapia, tratamentos a laser, barbearia e um restaurante brasileiro.",
    },
    scheduleVisit: {
      title: "Agendar Consulta",
      description:
        "Ligue, peça um horário pela internet ou simplesmente venha, {openDays}. Na nossa clínica em Orlando, não é preciso marcar hora.",
    },
    contact: {
      title: "Fale Conosco",
      description:
        "Mande uma mensagem, ligue ou visite a nossa clínica sem hora marcada em Orlando. Nossa equipe atende em português, inglês e espanhol.",
    },
    privacy: {
      title: "Política de Privacidade",
      description:
        "Como tratamos as informações que você nos envia por este site: o que coletamos, como usamos e como pedir para ver, corrigir ou apagar seus dados.",
    },
    terms: {
      title: "Termos de Uso",
      description:
        "As condições de uso deste site: informações gerais de saúde, preços e planos que podem mudar e como os pedidos de agendamento são confirmados.",
    },
    nondiscrimination: {
      title: "Aviso de Não Discriminação",
      description:
        "Não discriminamos ninguém. Recursos gratuitos para pessoas com deficiência, serviços de idioma gratuitos e como registrar uma reclamação ou queixa.",
    },
    languageAssistance: {
      title: "Assistência Linguística",
      description:
        "Intérpretes e ajuda gratuita no seu idioma. Ligue para nós e peça assistência linguística sem custo.",
    },
    privacyPractices: {
      title: "Aviso de Práticas de Privacidade",
      description:
        "Como as suas informações de saúde podem ser usadas e compartilhadas, seus direitos, nossos deveres e como reclamar (HIPAA).",
    },
    accessibility: {
      title: "Acessibilidade",
      description:
        "Nosso compromisso com um site acessível (WCAG 2.1 AA), o que já fizemos e como relatar uma barreira.",
    },
    notFound: {
      title: "Página não encontrada",
      description:
        "A página que você procura não existe ou mudou de endereço. Nossos serviços, equipe, dicas de saúde e contatos estão a um clique.",
    },
  },
  policies: {
    privacy: [
      "Coletamos apenas o que você decide nos enviar: seu nome, e-mail, telefone e mensagem quando usa um formulário deste site.",
      "Usamos essas informações para responder você e organizar o seu atendimento. Não vendemos seus dados nem os compartilhamos com anunciantes.",
      "O site só carrega mapas, vídeos ou ferramentas de agendamento de outras empresas quando você pede, então essas empresas não ficam sabendo da sua visita antes disso.",
      "Você pode pedir para ver, corrigir ou apagar as informações que nos enviou escrevendo para o nosso e-mail ou ligando para a clínica.",
    ],
    terms: [
      "As informações deste site são gerais e não substituem uma consulta com um profissional de saúde. Em caso de emergência, ligue para o 911.",
      "Os preços e planos mostrados aqui podem mudar; vale o preço confirmado pela nossa recepção.",
      "Os pedidos de agendamento feitos pelo site são analisados pela recepção e só ficam confirmados quando entramos em contato com você.",
      "Os textos e as imagens deste site pertencem à clínica e não podem ser copiados sem autorização.",
    ],
  },
  refusals: {
    controlCharacterPath:
      "Página não encontrada: este endereço não pode existir no site da clínica.",
    controlCharacterQuery:
      "Este endereço contém caracteres que um link ou formulário nunca envia. Volte e tente de novo.",
    crossSite: "Este formulário só pode ser enviado pelo próprio site da clínica.",
    unknownLength: "Envie o formulário de novo pelo site.",
    tooLarge: "O que foi enviado é grande demais (o limite é de {kilobytes} KB).",
  },
};
